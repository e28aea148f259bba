import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brandCspAdditions, withInlineHashes } from './brandCsp';
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

describe('withInlineHashes', () => {
  const policy = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'";

  it('allows exactly the text of each <style> element of the page by its SHA-256 hash, nothing else inline', () => {
    const css = 'body{margin:0}';
    const hash = createHash('sha256').update(css).digest('base64');
    const result = withInlineHashes(policy, `<head><style>${css}</style></head><body><p>x</p></body>`);
    expect(result).toBe(`default-src 'self'; script-src 'self'; style-src 'self' 'sha256-${hash}'; img-src 'self'`);
    expect(result).not.toContain('unsafe');
  });

  it('allows the loader <script> of the page by its hash in script-src, and no script with attributes (JSON data, a module)', () => {
    const loader = 'requestAnimationFrame(function(){})';
    const hash = createHash('sha256').update(loader).digest('base64');
    const html = `<body><script type="application/json">{"a":1}</script><script type="module" src="/x.js"></script><script>${loader}</script></body>`;
    expect(withInlineHashes(policy, html)).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; style-src 'self'; img-src 'self'`);
  });

  it('leaves the policy of a page without one as it is', () => {
    expect(withInlineHashes(policy, '<p style="color:red">x</p><p onclick="alert(1)">y</p>')).toBe(policy);
  });
});
