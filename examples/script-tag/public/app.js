// The page's script: asks our server for a scan session, mounts the widget, then asks our server for the decision it
// took from the signed webhook. The widget's onComplete only says the journey ended: it decides nothing.
const start = document.getElementById('start');
const problem = document.getElementById('problem');
const decision = document.getElementById('decision');

function say(element, text) {
  const p = document.createElement('p');
  p.textContent = text;
  element.append(p);
}

async function showDecision(journeyId) {
  decision.replaceChildren();
  say(decision, 'Checking the result…');
  for (;;) {
    const answer = await (await fetch(`/api/result?journeyId=${encodeURIComponent(journeyId)}`)).json();
    if (answer.status === 'decided') {
      decision.replaceChildren();
      say(decision, answer.verified ? 'Your account is verified.' : 'We could not verify you. Please try again.');
      say(decision, `Result from our server: ${answer.highLevelResult}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

start.addEventListener('click', async () => {
  problem.textContent = '';
  const response = await fetch('/api/session', { method: 'POST' });
  if (!response.ok) {
    problem.textContent = 'We could not start the identity check. Please try again later.';
    return;
  }
  const session = await response.json();
  start.hidden = true;
  const ended = () => {
    setTimeout(() => widget.unmount());
    void showDecision(session.journeyId);
  };
  const widget = window.IdscanWidget.mount('#identity', {
    backendUrl: session.backendUrl,
    token: session.token,
    journeyId: session.journeyId,
    steps: session.steps,
    locale: 'en',
    // frameWorker.js, locales/ and face-model/ are found beside idscan-widget.global.js (workerUrl, localesUrl and
    // faceModelUrl to override).
    onComplete: ended,
    onUserExit: ended,
  });
});
