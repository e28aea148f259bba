import { I18nProvider } from '@lingui/react';
import type { Locale } from '@onboarding/dictionaries';
import { memoryTokenStore, type RealformClient, type StandardResponse } from '@onboarding/realform-api';
import { createConsent, createTracking, memoryCookies } from '@onboarding/tracking';
import { createMemoryHistory, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { FlowProvider, type FlowServices } from '../api/FlowContext';
import type { BrandConfig } from '../brand/BrandConfig';
import type { Captcha } from '../captcha/Captcha';
import { loadFlowI18n } from '../i18n/loadFlowI18n';
import { createOnboardingRouter, preloadEntryScreens } from '../routing/createOnboardingRouter';

export const testBrand: BrandConfig = {
  brand: 'pl',
  name: 'Test Broker',
  locales: ['pl', 'ru', 'ua'],
  defaultLocale: 'pl',
  captchaSiteKey: 'local-test-key',
  favicon: '/favicon.svg',
  nonEuPageUrl: 'https://non-eu.broker.test/',
  ownLanguagePages: { DE: { locale: 'de' } },
  remindPasswordUrl: 'https://client.broker.test/remind',
  contact: { email: 'help@broker.test', phone: '+48 (22) 000 00 00' },
};

export type FakeClient = RealformClient & {
  validate: ReturnType<typeof vi.fn>;
  newAccount: ReturnType<typeof vi.fn>;
  newLogin: ReturnType<typeof vi.fn>;
  // --- data ---
  call: ReturnType<typeof vi.fn>;
  // --- identity ---
  upload: ReturnType<typeof vi.fn>;
};

// --- data ---
/** A fake answer of `client.call(name, input)`: a fixed answer, or one computed from the input (thrown errors reject). */
export type FakeCallAnswer = StandardResponse | ((input: Record<string, unknown>) => StandardResponse | Promise<StandardResponse>);

export function fakeClient(
  locale: Locale,
  answers: Partial<Record<'validate' | 'newAccount' | 'newLogin', StandardResponse>> = {},
  // --- data ---
  calls: Readonly<Record<string, FakeCallAnswer>> = {},
): FakeClient {
  const ok: StandardResponse = { status: 'success' };
  return {
    brand: 'pl',
    locale,
    setLocale: vi.fn(),
    ensureToken: vi.fn(async () => 'token'),
    validate: vi.fn(async () => answers.validate ?? ok),
    newAccount: vi.fn(async () => answers.newAccount ?? ok),
    newLogin: vi.fn(async () => answers.newLogin ?? ok),
    // --- data ---
    call: vi.fn(async (name: string, input: Record<string, unknown>) => {
      const answer = calls[name];
      return typeof answer === 'function' ? answer(input) : (answer ?? ok);
    }),
    // --- identity ---
    // `client.upload(name, fields, files)` answers from the same table, given the fields and the files as one input.
    upload: vi.fn(async (name: string, fields: Record<string, string>, files: Record<string, Blob>) => {
      const answer = calls[name];
      return typeof answer === 'function' ? answer({ ...fields, ...files }) : (answer ?? ok);
    }),
  } as unknown as FakeClient;
}

/** The flow as the app mounts it, at a path, in Polish or English, with a fake realform client. */
export async function renderFlow({
  path = '/',
  locale = 'pl' as Locale,
  client = fakeClient(locale),
  token = null as string | null,
  consentChosen = true,
  // --- data ---
  entryQuery = {} as Readonly<Record<string, string>>,
  // --- frame ---
  brand = testBrand as BrandConfig,
  history = undefined as RouterHistory | undefined,
  // --- bot check ---
  captcha = { execute: async () => 'local-captcha.test' } as Captcha,
} = {}) {
  const cookies = memoryCookies();
  const consent = createConsent({ storage: cookies });
  // Most screen tests are about the screen, not the cookie banner: the choice is made unless a test asks.
  if (consentChosen) consent.set({ analytics: false, marketing: false, preferences: false });
  const tracking = createTracking({ consent, cookies, context: { locale, brand: 'pl' } });
  // As mountOnboarding: the messages and the frame with the entry screen are loaded before the first render.
  const [i18n] = await Promise.all([loadFlowI18n(locale), preloadEntryScreens()]);
  const tokenStore = memoryTokenStore();
  if (token) tokenStore.set(token);
  const services: FlowServices = {
    brand,
    locale,
    client,
    tokenStore,
    captcha,
    entryQuery,
    consent,
    tracking,
  };
  const router = createOnboardingRouter({
    basepath: '/onboarding',
    tokenStore,
    history: history ?? createMemoryHistory({ initialEntries: [`/onboarding${path}`] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <FlowProvider services={services}>
        <RouterProvider router={router} />
      </FlowProvider>
    </I18nProvider>,
  );
  return { ...view, router, client, tokenStore, consent, cookies };
}
