import { createHash } from 'node:crypto';
import type { BrandSettings } from '@onboarding/realform-api';

/** Origins a brand's pages may use beyond their own, by CSP directive (issue 16: "exactly the origins configured"). */
export interface CspAdditions {
  scriptSrc: readonly string[];
  connectSrc: readonly string[];
  frameSrc: readonly string[];
  imgSrc: readonly string[];
  formAction: readonly string[];
}

export const NO_CSP_ADDITIONS: CspAdditions = { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [], formAction: [] };

/** Where Google Tag Manager's container script comes from unless a brand names another (a server-side container). */
export const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/**
 * The hosted bot checks' origins, from their documentation: Cloudflare Turnstile loads its script and its iframe
 * from challenges.cloudflare.com; Google reCAPTCHA loads from www.google.com and www.gstatic.com and frames
 * www.google.com and recaptcha.google.com (Google's "reCAPTCHA and CSP" guidance). The default, self-hosted ALTCHA needs none.
 */
const HOSTED_CAPTCHA_ORIGINS = {
  turnstile: { scriptSrc: ['https://challenges.cloudflare.com'], frameSrc: ['https://challenges.cloudflare.com'], connectSrc: [] },
  recaptcha: {
    scriptSrc: ['https://www.google.com', 'https://www.gstatic.com'],
    frameSrc: ['https://www.google.com', 'https://recaptcha.google.com'],
    connectSrc: ['https://www.google.com'],
  },
} as const;

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * What a brand's settings add to its pages' policy: only what is configured — the hosted captcha when one is
 * selected, the tag-manager container's origin, the analytics endpoints, the client zone as a form target.
 */
export function brandCspAdditions(settings: BrandSettings | undefined): CspAdditions {
  if (!settings) return NO_CSP_ADDITIONS;
  const scriptSrc = new Set<string>();
  const connectSrc = new Set<string>();
  const frameSrc = new Set<string>();
  const imgSrc = new Set<string>();
  const formAction = new Set<string>();
  const captcha = settings.captcha;
  if (captcha && captcha.provider !== 'altcha') {
    const origins = HOSTED_CAPTCHA_ORIGINS[captcha.provider];
    for (const origin of origins.scriptSrc) scriptSrc.add(origin);
    for (const origin of origins.frameSrc) frameSrc.add(origin);
    for (const origin of origins.connectSrc) connectSrc.add(origin);
  }
  if (settings.tagManager) {
    // The container script, and the hits its tags send back to the same origin (image pixels and fetches).
    const origin = originOf(settings.tagManager.scriptUrl ?? DEFAULT_TAG_MANAGER_SCRIPT_URL);
    scriptSrc.add(origin);
    connectSrc.add(origin);
    imgSrc.add(origin);
  }
  // Product analytics posts with fetch; the attribution service takes GET beacons (docs/spec/flow/calls.md#third-party-services), sent with fetch too.
  for (const url of [settings.analytics?.productAnalyticsUrl, settings.analytics?.attributionUrl]) {
    if (url) {
      connectSrc.add(originOf(url));
      imgSrc.add(originOf(url));
    }
  }
  for (const award of settings.awards ?? []) {
    if (award.image && /^https?:\/\//i.test(award.image)) imgSrc.add(originOf(award.image));
  }
  if (settings.clientZoneUrl) formAction.add(originOf(settings.clientZoneUrl));
  return { scriptSrc: [...scriptSrc], connectSrc: [...connectSrc], frameSrc: [...frameSrc], imgSrc: [...imgSrc], formAction: [...formAction] };
}

/**
 * The policy of a page with the `<style>` and `<script>` elements the build put in it (the prerendered entry pages
 * carry their stylesheet and the inline loader that starts the app at the visitor's first move: issue 21): each one's text allowed
 * by its SHA-256 hash in style-src or script-src (CSP 3 hash-source), and nothing else inline — style attributes and
 * any other inline script stay refused (no 'unsafe-inline', no 'unsafe-hashes'). Only elements without attributes
 * count (`<script type="application/json">` is data, never run). A page without one keeps the policy as it is.
 */
export function withInlineHashes(policy: string, html: string): string {
  const hashesOf = (tag: 'style' | 'script') =>
    [...new Set([...html.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map(([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`))];
  const added: Record<string, string[]> = { 'style-src': hashesOf('style'), 'script-src': hashesOf('script') };
  if (added['style-src']!.length === 0 && added['script-src']!.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ', 1)[0] ?? '';
      const hashes = added[name];
      return hashes && hashes.length > 0 ? `${directive} ${hashes.join(' ')}` : directive;
    })
    .join('; ');
}
