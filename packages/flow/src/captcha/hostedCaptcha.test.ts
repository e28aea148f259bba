import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostedCaptcha, RECAPTCHA_SCRIPT_URL, TURNSTILE_SCRIPT_URL } from './hostedCaptcha';

type TestWindow = Window & { turnstile?: unknown; grecaptcha?: unknown };

/** The provider's script as the page would get it: appended by the adapter, "loaded" by the test with the API it defines. */
function scripts() {
  return [...document.head.querySelectorAll('script')].map((script) => script.src);
}
function finishLoading(src: string, api: Record<string, unknown>) {
  Object.assign(window as TestWindow, api);
  const script = [...document.head.querySelectorAll('script')].find((element) => element.src === src);
  script?.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as TestWindow).turnstile;
  delete (window as TestWindow).grecaptcha;
});

describe('the hosted captchas', () => {
  it('Turnstile: loads its script only when asked, renders with the site key and action, and answers its token', async () => {
    const captcha = createHostedCaptcha({ provider: 'turnstile', siteKey: '0x4AAAAAAA-site', language: 'pl' });
    expect(scripts()).toEqual([]);
    const token = captcha.execute('desktop_sms');
    expect(scripts()).toEqual([TURNSTILE_SCRIPT_URL]);
    const render = vi.fn((_container: HTMLElement, options: { callback(token: string): void }) => {
      queueMicrotask(() => options.callback('turnstile-token'));
      return 'widget-1';
    });
    const remove = vi.fn();
    finishLoading(TURNSTILE_SCRIPT_URL, { turnstile: { render, execute: vi.fn(), reset: vi.fn(), remove } });
    expect(await token).toBe('turnstile-token');
    expect(render.mock.calls[0]?.[1]).toMatchObject({ sitekey: '0x4AAAAAAA-site', action: 'desktop_sms', language: 'pl', execution: 'execute' });
    expect(remove).toHaveBeenCalledWith('widget-1');
  });

  it('Turnstile: a refused check rejects with a CaptchaError', async () => {
    const captcha = createHostedCaptcha({ provider: 'turnstile', siteKey: 'k' });
    const token = captcha.execute('new_account');
    finishLoading(TURNSTILE_SCRIPT_URL, {
      turnstile: {
        render: (_container: HTMLElement, options: { 'error-callback'(code: string): void }) => {
          queueMicrotask(() => options['error-callback']('300030'));
          return 'w';
        },
        execute: vi.fn(),
        reset: vi.fn(),
        remove: vi.fn(),
      },
    });
    await expect(token).rejects.toMatchObject({ name: 'CaptchaError', reason: 'failed' });
  });

  it('reCAPTCHA v3: loads api.js with the site key on prepare, and executes the action', async () => {
    const captcha = createHostedCaptcha({ provider: 'recaptcha', siteKey: '6Lc-site' });
    captcha.prepare?.('new_account');
    expect(scripts()).toEqual([`${RECAPTCHA_SCRIPT_URL}?render=6Lc-site`]);
    const execute = vi.fn(async () => 'recaptcha-token');
    finishLoading(`${RECAPTCHA_SCRIPT_URL}?render=6Lc-site`, { grecaptcha: { ready: (callback: () => void) => callback(), execute } });
    expect(await captcha.execute('confirm_email')).toBe('recaptcha-token');
    expect(execute).toHaveBeenCalledWith('6Lc-site', { action: 'confirm_email' });
    expect(scripts()).toHaveLength(1);
  });

  it('a script that cannot load is "unavailable", and the next try loads it again', async () => {
    const captcha = createHostedCaptcha({ provider: 'recaptcha', siteKey: 'blocked-key' });
    const token = captcha.execute('new_account');
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(token).rejects.toMatchObject({ reason: 'unavailable' });
    void captcha.execute('new_account').catch(() => undefined);
    expect(scripts()).toEqual([`${RECAPTCHA_SCRIPT_URL}?render=blocked-key`]);
  });
});
