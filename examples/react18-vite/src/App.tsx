import type { CaptureStep } from '@onboarding/idscan-widget/core';
import { IdscanWidget } from '@onboarding/idscan-widget/react';
import '@onboarding/idscan-widget/styles.css';
import { useEffect, useState, version } from 'react';

/** What our server hands the browser for one journey (never the API key). */
interface Session {
  token: string;
  journeyId: string;
  backendUrl: string;
  steps: CaptureStep[];
}

/** What our server decided from the signed webhook. */
type Decision = { status: 'pending' } | { status: 'decided'; verified: boolean; highLevelResult: string };

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [ended, setEnded] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function start() {
    setProblem(null);
    const response = await fetch('/api/session', { method: 'POST' });
    if (!response.ok) return setProblem('We could not start the identity check. Please try again later.');
    setSession((await response.json()) as Session);
  }

  // The widget's onComplete only says the journey ended: the decision is our server's, taken from the webhook.
  useEffect(() => {
    if (!ended || !session) return;
    let stopped = false;
    const ask = async () => {
      const response = await fetch(`/api/result?journeyId=${encodeURIComponent(session.journeyId)}`);
      const answer = (await response.json()) as Decision;
      if (stopped) return;
      setDecision(answer);
      if (answer.status === 'pending') setTimeout(ask, 1000);
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [ended, session]);

  return (
    <main>
      <h1>Open your account</h1>
      <p>
        React <span data-testid="react-version">{version}</span>
      </p>
      {!session && (
        <>
          <p>We need to check your identity: a photo of your passport and a selfie.</p>
          <button type="button" onClick={() => void start()}>
            Verify my identity
          </button>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
      {session && !ended && (
        <IdscanWidget
          key={session.journeyId}
          backendUrl={session.backendUrl}
          token={session.token}
          journeyId={session.journeyId}
          steps={session.steps}
          locale="en"
          onComplete={() => setEnded(true)}
          onUserExit={() => setEnded(true)}
        />
      )}
      {ended && (
        <section aria-live="polite">
          {decision?.status === 'decided' ? (
            <p>{decision.verified ? 'Your account is verified.' : 'We could not verify you. Please try again.'}</p>
          ) : (
            <p>Checking the result…</p>
          )}
          {decision?.status === 'decided' && <p data-testid="result">Result from our server: {decision.highLevelResult}</p>}
        </section>
      )}
    </main>
  );
}
