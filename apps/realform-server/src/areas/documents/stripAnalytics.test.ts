import { describe, expect, it } from 'vitest';
import { stripAnalytics } from './stripAnalytics';

describe('stripAnalytics keeps an allowlist and nothing personal', () => {
  it('keeps browser, device and OS names and the pseudonymous analytics ids', () => {
    expect(
      stripAnalytics({
        step: 'addressDetails',
        browser: { name: 'Chrome', version: '126.0', userAgent: 'Mozilla/5.0 …' },
        device: { type: 'mobile', model: 'Pixel 8' },
        os: { name: 'Android', version: '14' },
        analytics: { userId: 'u-123', userIdSha: 'a'.repeat(64), tmsc: { gclid: 'x' }, email: 'jan@example.com' },
      }),
    ).toEqual({
      step: 'addressDetails',
      browser: { name: 'Chrome', version: '126.0' },
      device: { type: 'mobile', model: 'Pixel 8' },
      os: { name: 'Android', version: '14' },
      analytics: { userId: 'u-123', userIdSha: 'a'.repeat(64) },
    });
  });

  it('drops values that look like e-mail addresses, phone numbers or tokens, even under allowed keys', () => {
    expect(
      stripAnalytics({
        browser: { name: 'jan.kowalski@example.com', version: '+48 600 100 200' },
        device: { model: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
        analytics: { userId: 'jan@example.com' },
      }),
    ).toEqual({});
  });

  it('ignores a step that is not a step name and groups that are not objects', () => {
    expect(stripAnalytics({ step: 'a b <script>', browser: 'Chrome', os: ['Android'] })).toEqual({});
  });
});
