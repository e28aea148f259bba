import '@repo/test-utils/dialog-polyfill';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdscanWidget } from '../core/createIdscanWidget';
import type { CaptureAnswer, IdscanWidgetOptions, JourneyResult } from '../core/types';
import { mount } from '../mount';
import { captureDependencies } from './createBrowserWidget';
import { IdscanWidget } from './IdscanWidget';
import { WidgetRoot } from './WidgetRoot';

// Issue 19 item 5: the widget on someone else's page — focus, scrolling, texts, token and locale at run time.

const PASSED: CaptureAnswer = { JourneyId: 'j-1', CaptureId: 'c', Side: 'IDENTITY:FRONT', CurrentResult: 'Passed', Checks: {} };
const RESULT: JourneyResult = { JourneyId: 'j-1', HighLevelResult: 'Passed', ProcessedDocuments: [] };
const base = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'front.jpg', { type: 'image/jpeg' });

/** A host page with its own button, focused, and the widget below it. */
function hostPage(options: Partial<IdscanWidgetOptions> = {}) {
  const backend = { upload: vi.fn(async () => PASSED), end: vi.fn(async () => RESULT), get: vi.fn(async () => RESULT), cancel: vi.fn(async () => {}), setToken: vi.fn(), setLocale: vi.fn() };
  const widget = createIdscanWidget({ ...base, steps: ['IDENTITY:FRONT', 'IDENTITY:BACK'], ...options }, { ...captureDependencies, backend, hasCamera: async () => false });
  const view = render(
    <main>
      <h1>Open your account</h1>
      <button type="button">Host search</button>
      <WidgetRoot widget={widget} />
    </main>,
  );
  return { widget, view, backend };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus on a host page', () => {
  it("leaves focus on the host's element when the widget appears", async () => {
    const { widget } = hostPage();
    const hostButton = screen.getByRole('button', { name: 'Host search' });
    hostButton.focus();
    await act(() => widget.start());
    expect(await screen.findByRole('heading', { name: 'Upload the front of your identity document' })).toBeInTheDocument();
    expect(document.activeElement).toBe(hostButton);
  });

  it('takes no focus on load even when the page has none (focus on <body>)', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { widget } = hostPage();
    await act(() => widget.start());
    await screen.findByRole('heading', { name: 'Upload the front of your identity document' });
    expect(document.activeElement).toBe(document.body);
    expect(focus).not.toHaveBeenCalled();
  });

  it('with autoFocus, focuses the first screen heading without scrolling the page', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    const { widget } = hostPage({ autoFocus: true });
    await act(() => widget.start());
    const heading = await screen.findByRole('heading', { name: 'Upload the front of your identity document' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(focus.mock.calls.every(([options]) => options?.preventScroll === true)).toBe(true);
  });

  it("after the user's own action, each new screen's heading takes focus as before", async () => {
    const user = userEvent.setup();
    const { widget } = hostPage();
    await act(() => widget.start());
    await user.upload(await screen.findByLabelText('Choose file'), photo());
    expect(await screen.findByRole('heading', { name: 'Check the photo of the front of your document' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('heading', { name: 'Upload the back of your identity document' })).toHaveFocus();
  });

  it('does not scroll the window on load, with or without autoFocus', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    for (const autoFocus of [false, true]) {
      const { widget, view } = hostPage({ autoFocus });
      await act(() => widget.start());
      await screen.findByRole('heading', { name: 'Upload the front of your identity document' });
      view.unmount();
    }
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('texts and the terms text from the host', () => {
  it("shows the host's wording for its locale, and the widget's own in another", async () => {
    const { widget } = hostPage({ texts: { en: { 'identityFront.uploadTitle': 'Your ID card, front side', 'identityFront.uploadSubtitle': 'The side with your photo.' } } });
    await act(() => widget.start());
    expect(await screen.findByRole('heading', { name: 'Your ID card, front side' })).toBeInTheDocument();
    expect(screen.getByText('The side with your photo.')).toBeInTheDocument();
    await act(() => widget.setLocale('pl'));
    expect(await screen.findByRole('heading', { name: 'Prześlij zdjęcie przedniej strony dokumentu tożsamości' })).toBeInTheDocument();
  });

  it("shows the host's title on the notice after a side's last attempt is refused", async () => {
    // The notice (0d8b9f9) had no key: a host could rename every other screen but not this one.
    const user = userEvent.setup();
    const { widget, backend } = hostPage({ maxAttempts: 1, texts: { en: { 'identityFront.refusedTitle': 'Your ID card front was not accepted' } } });
    backend.upload.mockResolvedValue({ ...PASSED, CurrentResult: 'Failed', Problem: 'blurred', Message: 'The photo is blurred.' });
    await act(() => widget.start());
    await user.upload(await screen.findByLabelText('Choose file'), photo());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('heading', { name: 'Your ID card front was not accepted' })).toBeInTheDocument();
  });

  it('the notice after the last refused attempt gives the server\'s reason, and no generic line when there is none', async () => {
    // Without a reason it repeated "System not able to take the photo." under "The photo was not accepted after 1 attempt."
    const user = userEvent.setup();
    const { widget, backend } = hostPage({ maxAttempts: 1 });
    backend.upload.mockResolvedValue({ ...PASSED, CurrentResult: 'Failed' });
    await act(() => widget.start());
    await user.upload(await screen.findByLabelText('Choose file'), photo());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    const heading = await screen.findByRole('heading', { name: 'We could not verify the front of your document' });
    expect(heading).toHaveAccessibleDescription('The photo was not accepted after 1 attempt. Select Continue to go on to the back of your document.');
    expect(screen.queryByText('System not able to take the photo.')).not.toBeInTheDocument();
  });

  it("shows the host's terms text as paragraphs and links, never as HTML", async () => {
    const terms = `We check your identity for Acme. <img src=x onerror="alert(1)"> stays text.

Read the [privacy notice](https://acme.example/privacy) or [write to us](mailto:dpo@acme.example).`;
    const { widget, view } = hostPage({ termsAndConditions: true, texts: { en: { 'terms.title': 'Before we start', 'terms.text': terms } } });
    await act(() => widget.start());
    expect(await screen.findByRole('heading', { name: 'Before we start' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Terms and conditions text' });
    const paragraphs = region.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent('We check your identity for Acme. <img src=x onerror="alert(1)"> stays text.');
    expect(view.container.querySelector('img')).toBeNull();
    const link = within(region).getByRole('link', { name: 'privacy notice (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://acme.example/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(region).getByRole('link', { name: 'write to us (opens in a new tab)' })).toHaveAttribute('href', 'mailto:dpo@acme.example');
  });

  it("keeps the widget's own terms text in a locale the host gave none for", async () => {
    const { widget } = hostPage({ locale: 'pl', termsAndConditions: true, texts: { en: { 'terms.text': 'Acme terms.' } } });
    await act(() => widget.start());
    const region = await screen.findByRole('region', { name: 'Treść regulaminu' });
    expect(region).not.toHaveTextContent('Acme terms.');
    expect(region.textContent?.length).toBeGreaterThan(100);
  });
});

describe('locale at run time', () => {
  it('re-renders the current screen in the new locale without losing the journey', async () => {
    const user = userEvent.setup();
    const { widget, backend } = hostPage();
    await act(() => widget.start());
    await user.upload(await screen.findByLabelText('Choose file'), photo());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await screen.findByRole('heading', { name: 'Upload the back of your identity document' });

    await act(() => widget.setLocale('pl'));
    expect(screen.getByRole('heading', { name: 'Prześlij zdjęcie tylnej strony dokumentu tożsamości' })).toBeInTheDocument();
    expect(document.querySelector('.idscan')).toHaveAttribute('lang', 'pl');
    expect(widget.getState()).toMatchObject({ step: 'IDENTITY:BACK', screen: { name: 'upload' } });
    expect(backend.setLocale).toHaveBeenCalledWith('pl');
    expect(backend.upload).toHaveBeenCalledTimes(1);
  });
});

/** A stand-in XMLHttpRequest for the browser widget's uploads: records the Authorization header of each. */
function recordUploads() {
  const tokens: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private authorization = '';
    open() {}
    abort() {}
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.authorization = value;
    }
    send() {
      tokens.push(this.authorization);
      queueMicrotask(() => {
        this.status = 200;
        this.responseText = JSON.stringify(PASSED);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return tokens;
}

describe('token and locale props of <IdscanWidget> and the mount() result', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a new token prop is the one the next upload carries; a new locale prop changes the texts, not the journey', async () => {
    const tokens = recordUploads();
    const user = userEvent.setup();
    const props = { ...base, steps: ['IDENTITY:FRONT', 'IDENTITY:BACK', 'SELFIE'] as const };
    const view = render(<IdscanWidget {...props} />);
    await user.upload(await screen.findByLabelText('Choose file'), photo());
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await screen.findByRole('heading', { name: 'Upload the back of your identity document' });

    view.rerender(<IdscanWidget {...props} token="refreshed-token-01" locale="pl" />);
    expect(await screen.findByRole('heading', { name: 'Prześlij zdjęcie tylnej strony dokumentu tożsamości' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/./, { selector: 'input[type=file]' }), photo());
    await user.click(await screen.findByRole('button', { name: 'Wyślij to zdjęcie' }));
    await waitFor(() => expect(tokens).toEqual([`Bearer ${base.token}`, 'Bearer refreshed-token-01']));
  });

  it('mount() returns setToken and setLocale', async () => {
    document.body.innerHTML = '<div id="widget"></div>';
    const tokens = recordUploads();
    const user = userEvent.setup();
    const mounted = mount('#widget', base);
    const input = await screen.findByLabelText('Choose file');
    mounted.setToken('refreshed-token-02');
    await mounted.setLocale('de');
    expect(document.querySelector('#widget .idscan')).toHaveAttribute('lang', 'de');
    await user.upload(input, photo());
    await user.click(await screen.findByRole('button', { name: 'Dieses Foto senden' }));
    await waitFor(() => expect(tokens).toEqual(['Bearer refreshed-token-02']));
    mounted.unmount();
  });
});
