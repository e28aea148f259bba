import { describe, expect, it } from 'vitest';
import { brandCspAdditions } from './brandCsp';
import { contentSecurityPolicy } from './securityHeaders';

describe('a brand page policy adds exactly the origins its settings configure', () => {
  it('adds nothing for the defaults (self-hosted bot check, no tag manager, no analytics)', () => {
    expect(contentSecurityPolicy(undefined, brandCspAdditions({}))).toBe(contentSecurityPolicy());
    expect(contentSecurityPolicy(undefined, brandCspAdditions({ captcha: { provider: 'altcha' } }))).not.toMatch(/https:/);
  });

  it('adds a hosted captcha only when it is selected', () => {
    const policy = contentSecurityPolicy(undefined, brandCspAdditions({ captcha: { provider: 'turnstile', siteKey: 'k' } }));
    expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(policy).toContain('frame-src https://challenges.cloudflare.com');
    expect(policy).not.toContain('google');
    const recaptcha = contentSecurityPolicy(undefined, brandCspAdditions({ captcha: { provider: 'recaptcha', siteKey: 'k' } }));
    expect(recaptcha).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(recaptcha).toContain('frame-src https://www.google.com https://recaptcha.google.com');
  });

  it('adds the tag-manager container origin and the analytics endpoints', () => {
    const policy = contentSecurityPolicy(
      undefined,
      brandCspAdditions({
        tagManager: { containerId: 'GTM-ABC1234', scriptUrl: 'https://tags.broker.test/gtm.js' },
        analytics: { productAnalyticsUrl: 'https://analytics.broker.test/e', attributionUrl: 'https://ads.broker.test/b' },
      }),
    );
    expect(policy).toContain("script-src 'self' https://tags.broker.test;");
    expect(policy).toContain("connect-src 'self' https://tags.broker.test https://analytics.broker.test https://ads.broker.test;");
    expect(policy).not.toContain('frame-src');
  });
});
