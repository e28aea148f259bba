import type { Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en';
import { messages as pl } from '../locales/pl';
import { createIdscanWidget } from './createIdscanWidget';
import type { WidgetError } from './IdscanError';
import { TEXT_KEYS } from './textKeys';
import type { IdscanWidgetOptions } from './types';

const PASSED = { JourneyId: 'j-1', CaptureId: 'c', Side: 'IDENTITY:FRONT', CurrentResult: 'Passed', Checks: {} };
const RESULT = { JourneyId: 'j-1', HighLevelResult: 'Passed', ProcessedDocuments: [] };

interface Sent {
  url: string;
  authorization: string;
}

/**
 * The scan backend as the browser reaches it: uploads by XMLHttpRequest, the other calls by fetch. Each request is
 * recorded with its Authorization header; `refuse` answers the next uploads 401 (an expired token).
 */
function scanServer() {
  const sent: Sent[] = [];
  const refusals = { uploads: 0 };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send() {
      sent.push({ url: this.url, authorization: this.headers.Authorization ?? '' });
      queueMicrotask(() => {
        const refused = refusals.uploads > 0;
        if (refused) refusals.uploads -= 1;
        this.status = refused ? 401 : 200;
        this.responseText = JSON.stringify(refused ? { ErrorCode: 'UNAUTHORIZED', Message: 'The token has expired.' } : PASSED);
        this.onload?.();
      });
    }
  }
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') ?? '' });
    return new Response(JSON.stringify(RESULT), { status: 200 });
  });
  return { transport: { fetch: fetch as typeof globalThis.fetch, XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest }, sent, refusals };
}

const CATALOGS: Record<string, Messages> = { en, pl };
const jpeg = () => new Blob([new Uint8Array(100)], { type: 'image/jpeg' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: Partial<IdscanWidgetOptions> = {}, { unreachable = [] as string[] } = {}) {
  const server = scanServer();
  const loaded: string[] = [];
  const onError = vi.fn<(error: WidgetError) => void>();
  const widget = createIdscanWidget(
    { backendUrl: 'https://scan.test/idscanenterprisesvc/v1', token: 'first-token-0000', journeyId: 'j-1', steps: ['IDENTITY:FRONT', 'IDENTITY:BACK'], onError, ...options },
    {
      transport: server.transport,
      hasCamera: async () => false,
      detectDevice: () => 'desktop',
      loadMessages: async (locale) => {
        loaded.push(locale);
        // A locale chunk the network lost: import() rejects with the browser's TypeError.
        if (unreachable.includes(locale)) throw new TypeError(`Failed to fetch dynamically imported module: /assets/${locale}.js`);
        return CATALOGS[locale] ?? en;
      },
    },
  );
  return { widget, onError, loaded, ...server };
}

describe('setToken: a refreshed scan token', () => {
  it('is the one the next backend calls carry', async () => {
    const { widget, sent } = setup();
    await widget.start();
    widget.submitImage(jpeg(), 'auto');
    await settle();
    expect(widget.getState().step).toBe('IDENTITY:BACK');

    widget.setToken('second-token-000');
    widget.submitImage(jpeg(), 'auto');
    await vi.waitFor(() => expect(widget.getState().screen.name).toBe('results'));
    expect(sent.map(({ url, authorization }) => `${new URL(url).pathname} ${authorization}`)).toEqual([
      '/idscanenterprisesvc/v1/journey/upload Bearer first-token-0000',
      '/idscanenterprisesvc/v1/journey/upload Bearer second-token-000',
      '/idscanenterprisesvc/v1/journey/end Bearer second-token-000',
    ]);
  });

  it('sends the call an expired token was refused for again, once, when the host supplies a fresh one', async () => {
    const { widget, sent, refusals, onError } = setup();
    await widget.start();
    refusals.uploads = 2;
    widget.submitImage(jpeg(), 'auto');
    await settle();
    // The host hears of it (onError, kind unauthorized) and the user sees the error screen meanwhile.
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthorized' }));
    expect(widget.getState().screen).toMatchObject({ name: 'error', error: { kind: 'unauthorized' } });

    widget.setToken('fresh-token-0001');
    await settle();
    // Still refused (the host's token was no good either): one try, no loop; the error screen stays.
    expect(sent.map(({ authorization }) => authorization)).toEqual(['Bearer first-token-0000', 'Bearer fresh-token-0001']);
    expect(widget.getState().screen).toMatchObject({ name: 'error', error: { kind: 'unauthorized' } });

    widget.setToken('fresh-token-0002');
    await settle();
    expect(sent.map(({ authorization }) => authorization)).toEqual(['Bearer first-token-0000', 'Bearer fresh-token-0001', 'Bearer fresh-token-0002']);
    expect(widget.getState()).toMatchObject({ step: 'IDENTITY:BACK', screen: { name: 'upload' } });
  });

  it('the same token again changes nothing; an empty one is refused (docs/spec/widget/errors.md)', async () => {
    const { widget, sent, refusals } = setup();
    await widget.start();
    refusals.uploads = 1;
    widget.submitImage(jpeg(), 'auto');
    await settle();
    widget.setToken('first-token-0000');
    await settle();
    expect(sent).toHaveLength(1);
    expect(() => widget.setToken('')).toThrow(expect.objectContaining({ kind: 'invalidParameter', details: expect.objectContaining({ parameter: 'token' }) }));
    expect(() => widget.setToken(42 as never)).toThrow(/token is not valid/);
  });
});

describe('setLocale: another language at run time', () => {
  it("loads the locale's texts and keeps the journey where it was; the backend's next answers come in it", async () => {
    const { widget, loaded, sent } = setup();
    await widget.start();
    widget.submitImage(jpeg(), 'auto');
    await settle();
    const before = widget.getState();
    expect(widget.i18n._(TEXT_KEYS['identityBack.uploadTitle'])).toBe('Upload the back of your identity document');

    await widget.setLocale('pl');
    expect(loaded).toEqual(['en', 'pl']);
    expect(widget.getState()).toMatchObject({ locale: 'pl', step: 'IDENTITY:BACK', screen: before.screen, journey: before.journey });
    expect(widget.i18n._(TEXT_KEYS['identityBack.uploadTitle'])).toBe(pl[TEXT_KEYS['identityBack.uploadTitle'].id]![0]);
    expect(widget.i18n._(TEXT_KEYS['identityBack.uploadTitle'])).not.toBe('Upload the back of your identity document');

    widget.submitImage(jpeg(), 'auto');
    await vi.waitFor(() => expect(widget.getState().screen.name).toBe('results'));
    expect(new URL(sent.at(-1)!.url).searchParams.get('languageCode')).toBe('pl');
  });

  it('before start, start shows the locale set last; two quick changes end in the second', async () => {
    const { widget, loaded } = setup();
    await widget.setLocale('pl');
    await widget.start();
    expect(widget.getState().locale).toBe('pl');
    expect(loaded).toEqual(['pl']);

    const starting = setup();
    void starting.widget.start();
    // While start() is still loading English: the promise resolves once Polish is shown.
    await starting.widget.setLocale('pl');
    expect(starting.widget.getState()).toMatchObject({ ready: true, locale: 'pl' });
    expect(starting.widget.i18n.locale).toBe('pl');

    const first = widget.setLocale('de');
    const second = widget.setLocale('en');
    await Promise.all([first, second]);
    expect(widget.getState().locale).toBe('en');
    expect(widget.i18n.locale).toBe('en');
  });
});

describe('the locale a widget starts in cannot be loaded', () => {
  it('shows the widget in English rather than not at all, and tells the host why', async () => {
    const { widget, onError, loaded, sent } = setup({ locale: 'pl' }, { unreachable: ['pl'] });
    await widget.start();
    expect(loaded).toEqual(['pl', 'en']);
    expect(widget.getState()).toMatchObject({ ready: true, locale: 'en' });
    expect(widget.getState().screen.name).not.toBe('error');
    expect(widget.i18n._(TEXT_KEYS['identityBack.uploadTitle'])).toBe('Upload the back of your identity document');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unexpected', message: expect.stringMatching(/pl\.js.*The widget shows in English\./) }));
    // The backend's answers come in the language shown.
    widget.submitImage(jpeg(), 'auto');
    await settle();
    expect(new URL(sent.at(-1)!.url).searchParams.get('languageCode')).toBe('en');
  });

  it('reports English failing too (the widget has no words to show anything in)', async () => {
    const { widget, onError } = setup({ locale: 'pl' }, { unreachable: ['pl', 'en'] });
    await widget.start();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/en\.js/) }));
    expect(widget.getState().ready).toBe(false);
  });
});

describe('texts: the host wording in place of the widget', () => {
  it("is used in its locale only, and the widget's own wording elsewhere", async () => {
    const { widget } = setup({ texts: { en: { 'identityFront.uploadTitle': 'Your ID card, front side' } } });
    await widget.start();
    expect(widget.i18n._(TEXT_KEYS['identityFront.uploadTitle'])).toBe('Your ID card, front side');
    await widget.setLocale('pl');
    expect(widget.i18n._(TEXT_KEYS['identityFront.uploadTitle'])).toBe(pl[TEXT_KEYS['identityFront.uploadTitle'].id]![0]);
  });

  it('refuses an unknown locale, an unknown key, an empty text and a terms link that is not https, mailto or a path', () => {
    const base = { backendUrl: 'https://scan.test', token: 't'.repeat(20), journeyId: 'j-1' };
    expect(() => createIdscanWidget({ ...base, texts: { uk: { 'terms.title': 'x' } } as never })).toThrow(/texts is not valid.*got "uk"/);
    expect(() => createIdscanWidget({ ...base, texts: { en: { 'terms.heading': 'x' } } as never })).toThrow(/texts.en is not valid.*docs\/texts.md.*got "terms.heading"/);
    expect(() => createIdscanWidget({ ...base, texts: { en: { 'terms.title': ' ' } } })).toThrow(/texts.en\['terms.title'\] is not valid/);
    for (const href of ['javascript:alert(1)', 'http://acme.example/terms', 'data:text/html,x', '//evil.example/x']) {
      expect(() => createIdscanWidget({ ...base, texts: { en: { 'terms.text': `Read [the terms](${href}).` } } })).toThrow(/terms.text'\] is not valid/);
    }
    expect(() => createIdscanWidget({ ...base, autoFocus: 'yes' as never })).toThrow(/autoFocus is not valid/);
    expect(() =>
      createIdscanWidget({ ...base, texts: { en: { 'terms.text': 'See [terms](https://acme.example/t), [mail](mailto:dpo@acme.example) or [here](/terms).' } } }),
    ).not.toThrow();
  });
});
