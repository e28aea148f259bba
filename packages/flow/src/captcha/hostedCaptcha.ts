import { CaptchaError, type Captcha } from './Captcha';

/** The hosted bot checks a brand's settings may select (`captcha.provider`), and their documented script URLs. */
export type HostedProvider = 'turnstile' | 'recaptcha';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** How long the provider's script may take to load, and a challenge to be answered, before the check fails. */
export const HOSTED_CAPTCHA_TIMEOUT_MS = 30_000;

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
type ProviderWindow = Window & { turnstile?: TurnstileApi; grecaptcha?: RecaptchaApi };

const loads = new Map<string, Promise<void>>();

/** Adds the provider's script once (the page's CSP allows its origin only when the brand selects it). */
function loadScript(src: string, doc: Document): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loads.delete(src);
        script.remove();
        reject(new CaptchaError('unavailable', `The bot-check script ${src} could not be loaded (offline, or blocked).`));
      });
      doc.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new CaptchaError('failed', `${what} did not answer within ${HOSTED_CAPTCHA_TIMEOUT_MS / 1000} s.`)), HOSTED_CAPTCHA_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof CaptchaError ? error : new CaptchaError('failed', `${what} failed: ${String(error)}.`, { cause: error }));
      },
    );
  });
}

/**
 * Where Turnstile shows an interactive challenge when it needs one: beside the submit button that asked, in the
 * form the applicant is looking at; otherwise at the end of the page.
 */
function challengeSlot(doc: Document): HTMLElement {
  const slot = doc.createElement('div');
  slot.className = 'onb-captcha';
  const active = doc.activeElement;
  const form = active instanceof HTMLElement ? active.closest('form') : null;
  if (form && active instanceof HTMLElement && form.contains(active)) active.before(slot);
  else doc.body.append(slot);
  return slot;
}

export interface HostedCaptchaOptions {
  provider: HostedProvider;
  /** The brand's public site key (brand settings `captcha.siteKey`). */
  siteKey: string;
  /** The page's language for the provider's texts (BCP 47). */
  language?: string;
  /** @default window */
  window?: Window;
}

/**
 * A hosted bot check, its script loaded only when the brand selects it and only once the applicant starts a form:
 * Cloudflare Turnstile (an explicitly rendered widget, shown only when it needs the applicant) or Google reCAPTCHA v3
 * (`grecaptcha.execute` with the action). Each `execute` answers a fresh token for the action.
 */
export function createHostedCaptcha(options: HostedCaptchaOptions): Captcha {
  const win = (options.window ?? window) as ProviderWindow;
  const doc = win.document;
  const scriptUrl =
    options.provider === 'turnstile' ? TURNSTILE_SCRIPT_URL : `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(options.siteKey)}${options.language ? `&hl=${encodeURIComponent(options.language)}` : ''}`;
  const load = () => loadScript(scriptUrl, doc);

  async function turnstileToken(action: string): Promise<string> {
    await load();
    const turnstile = win.turnstile;
    if (!turnstile) throw new CaptchaError('unavailable', 'The Turnstile script loaded without its API (window.turnstile).');
    const slot = challengeSlot(doc);
    let widgetId: string | undefined;
    try {
      return await withTimeout(
        new Promise<string>((resolve, reject) => {
          widgetId = turnstile.render(slot, {
            sitekey: options.siteKey,
            action,
            language: options.language ?? 'auto',
            appearance: 'interaction-only',
            execution: 'execute',
            callback: (token: string) => resolve(token),
            'error-callback': (code: string) => reject(new CaptchaError('failed', `Turnstile refused the check (${code}).`)),
            'expired-callback': () => reject(new CaptchaError('failed', 'The Turnstile token expired before it was sent.')),
            'timeout-callback': () => reject(new CaptchaError('failed', 'The Turnstile challenge was not answered in time.')),
          });
          turnstile.execute(widgetId);
        }),
        'Turnstile',
      );
    } finally {
      if (widgetId !== undefined) turnstile.remove(widgetId);
      slot.remove();
    }
  }

  async function recaptchaToken(action: string): Promise<string> {
    await load();
    const grecaptcha = win.grecaptcha;
    if (!grecaptcha) throw new CaptchaError('unavailable', 'The reCAPTCHA script loaded without its API (window.grecaptcha).');
    return withTimeout(
      new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(options.siteKey, { action }).then(resolve, reject))),
      'reCAPTCHA',
    );
  }

  return {
    prepare() {
      // Only the script: tokens expire within minutes (reCAPTCHA: 2), so they are made when Next is pressed.
      load().catch(() => undefined);
    },
    execute: (action) => (options.provider === 'turnstile' ? turnstileToken(action) : recaptchaToken(action)),
  };
}
