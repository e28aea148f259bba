import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/Database';
import type { SessionStore } from '../../store/sessionStore';
import { createHandoffLink, linkOrigin, onboardingBasePath } from './handoffLink';
import type { Handoff, HandoffStore } from './handoffStore';

describe('onboardingBasePath (docs/spec/flow/routes.md#locale-and-base-path base paths)', () => {
  it.each([
    ['pl', '/onboarding/'],
    ['ru', '/ru/onboarding/'],
    ['ua', '/ua/onboarding/'],
    ['en', '/eu-en/onboarding/'],
    ['cz', '/eu-cz/onboarding/'],
    ['lt', '/eu-lt/onboarding/'],
  ] as const)('%s → %s', (locale, path) => {
    expect(onboardingBasePath(locale)).toBe(path);
  });
});

describe('createHandoffLink', () => {
  const expiresAt = new Date('2026-03-01T12:15:00Z');
  const store = {
    create: async (applicationId: string, channel: string) => ({
      token: 'T0ken_-value',
      revokedSessionIds: [],
      handoff: { id: 'h', applicationId, channel, expiresAt } as unknown as Handoff,
    }),
  } as unknown as HandoffStore;
  const deps = {
    db: {} as Database,
    now: () => new Date('2026-03-01T12:00:00Z'),
    sessions: { revoke: async () => undefined } as unknown as SessionStore,
  };

  it('the SMS variant says mobile=true (docs/spec/flow/routes.md#query-parameters), on the configured public origin', async () => {
    const link = await createHandoffLink(
      { ...deps, publicOrigin: 'https://xtb.example/' },
      { id: 'a', locale: 'de' },
      { channel: 'sms', requestUrl: 'http://10.0.0.5:8080/realform/sms/mobile-sms', store },
    );
    expect(link).toEqual({ url: 'https://xtb.example/eu-de/onboarding/?token=T0ken_-value&mobile=true', expiresAt });
  });

  it('the QR variant says qrCode=true, on the request origin when none is configured', async () => {
    const link = await createHandoffLink(
      { ...deps, publicOrigin: undefined },
      { id: 'a', locale: 'pl' },
      { channel: 'qr', requestUrl: 'http://localhost:8080/realform/form-pl/mobile-qr-code-url', store },
    );
    expect(link.url).toBe('http://localhost:8080/onboarding/?token=T0ken_-value&qrCode=true');
  });

  it('linkOrigin drops a trailing slash', () => {
    expect(linkOrigin({ publicOrigin: 'https://a.example//' }, 'http://x/')).toBe('https://a.example');
  });
});
