// The harness of the flow's stories (not part of the package build: only *.stories.tsx import this folder).
import '../styles.css';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isLocale, type Locale } from '@onboarding/dictionaries';
import { createRealformClient, memoryTokenStore, translateMessage, type DenialReason, type RealformClient, type RealformClientOptions } from '@onboarding/realform-api';
import { createConsent, createTracking, memoryCookies } from '@onboarding/tracking';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { HttpHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { FlowProvider, type FlowServices } from '../api/FlowContext';
import type { Captcha } from '../captcha/Captcha';
import { loadFlowI18n } from '../i18n/loadFlowI18n';
import { createOnboardingRouter, preloadEntryScreens, type OnboardingRouter } from '../routing/createOnboardingRouter';
import { basepathFor } from '../routing/detectLocale';
import { useDevice, type DeviceKind } from '../routing/device';
import { useDenialStore } from '../stores/denialStore';
import { useDraftStore, type RegistrationDraft } from '../stores/draftStore';
import { useProgressStore } from '../stores/progressStore';
import { resetApplicantState } from '../test/resetApplicantState';
import { realformHandlers } from './realformHandlers';
import { storyBrand } from './storyBrands';

/** Where a story starts: a route of docs/spec/flow/routes.md#route-table and what the applicant has done before reaching it. */
export interface FlowScenario {
  /** The route's path in the docs/spec/flow/routes.md#route-table table, e.g. `/residence-details`. */
  path: string;
  /** The step shown where several share the path (restart and newLogin, the `_M` variants, uploadQR…). */
  stepName?: string;
  /** What the applicant typed and chose on earlier steps (the draft the flow keeps in sessionStorage). */
  draft?: Partial<RegistrationDraft>;
  /** The session token; null: no session (the guard sends the applicant to restart). @default 'story-session' */
  token?: string | null;
  /** The detected device. @default 'mobile' with the toolbar's phone viewport, else 'desktop' */
  device?: DeviceKind;
  /** The cookie choice was made before. @default true (the banner has stories of its own) */
  consentChosen?: boolean;
  /** Query parameters of the entry URL that docs/spec/flow/routes.md#query-parameters keeps (`from`, `lang`, `UserToken`). */
  entryQuery?: Readonly<Record<string, string>>;
  /** Anything else the flow kept in the browser before (localStorage and sessionStorage entries). */
  localStorage?: Readonly<Record<string, string>>;
  sessionStorage?: Readonly<Record<string, string>>;
  /** The server ended this session's application, for this reason (the denied screen, issue 18). */
  denial?: DenialReason;
}

/** The parts of Storybook's story context the harness reads (the flow package does not depend on Storybook). */
export interface FlowStoryContext {
  globals: Readonly<Record<string, unknown>>;
  parameters: Readonly<Record<string, unknown>>;
  loaded: Readonly<Record<string, unknown>>;
  canvasElement: HTMLElement;
}

interface LoadedFlow {
  i18n: I18n;
  services: FlowServices;
  router: OnboardingRouter;
}

/** A story of the flow: its scenario and the server's answers (Mock Service Worker handlers). */
export interface FlowStory {
  name?: string;
  parameters: { flow: FlowScenario; msw: { handlers: HttpHandler[] } } & Record<string, unknown>;
  play?: (context: FlowStoryContext) => Promise<void>;
}

/** The toolbar's locale: a product locale, or the pseudo-locale (English made long and accented). */
function toolbarLocale(value: unknown): { locale: Locale; pseudo: boolean } {
  if (value === 'pseudo') return { locale: 'en', pseudo: true };
  return { locale: isLocale(value) ? value : 'en', pseudo: false };
}

/** The toolbar's viewport (Storybook's `viewport` global: a name, or `{ value }`). */
function toolbarViewport(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'string') return (value as { value: string }).value;
  return undefined;
}

const FLOW_STORAGE_PREFIX = 'onboarding.';

/** A fresh applicant: the flow's stores and its browser storage emptied (Storybook's own storage left alone). */
function resetApplicant(): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(FLOW_STORAGE_PREFIX)) storage.removeItem(key);
  }
  resetApplicantState();
  useProgressStore.getState().set(8);
}

/**
 * The calls of the story shown before the one loading. All stories of a page share the flow's stores, and a call that
 * story left waiting (a server that never answers, `NEVER_ANSWERS`) ended 30 s later in the client's timeout — whose
 * "could not reach our server" then showed in whatever story was on screen by then (the visual suite's runs of all
 * combinations). The next story cuts them off, waits until they have ended and their errors reached the stores, and
 * only then empties the stores for itself ({@link loadFlow}).
 */
interface StoryCalls {
  controller: AbortController;
  waiting: Set<Promise<unknown>>;
}
let previousStory: StoryCalls | undefined;

async function endPreviousStory(): Promise<void> {
  const previous = previousStory;
  previousStory = undefined;
  if (!previous) return;
  previous.controller.abort(new DOMException('The next story was loaded.', 'AbortError'));
  await Promise.allSettled(previous.waiting);
  // What the flow does with the failure (the submit's error handling, a few promise steps) runs before this timer.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Counts a call of the story among those to wait for, from the moment it is made until it has ended. */
function track<T>(story: StoryCalls, call: Promise<T>): Promise<T> {
  const settled = call.then(
    () => undefined,
    () => undefined,
  );
  story.waiting.add(settled);
  void settled.then(() => story.waiting.delete(settled));
  return call;
}

/** The story's realform client: every call counted from the moment it is made, its requests cut off by the next story. */
function storyClient(options: Omit<RealformClientOptions, 'fetch'>): RealformClient {
  const story: StoryCalls = { controller: new AbortController(), waiting: new Set() };
  previousStory = story;
  const storyFetch: typeof fetch = (input, init) => {
    // The caller's own signal (ky's, for its timeout) may come in the init or in the Request: both still count.
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    return fetch(input, { ...init, signal: own ? AbortSignal.any([story.controller.signal, own]) : story.controller.signal });
  };
  const client = createRealformClient({ ...options, fetch: storyFetch });
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        if (!(result instanceof Promise)) return result;
        // A call the story makes once it has been cut off (a retry after its call failed) goes nowhere: its request
        // fails at once, and the promise never settles, so nothing of it reaches the next story's stores.
        if (story.controller.signal.aborted) {
          result.catch(() => undefined);
          return new Promise<never>(() => undefined);
        }
        return track(story, result);
      };
    },
  });
}

// The bot check is a third party's (docs/spec/flow/calls.md): the stories pass it, as the local test keys do (docs/architecture.md#the-server).
const passingCaptcha: Captcha = { execute: async () => 'story-captcha-token' };

/**
 * Builds the flow as `mountOnboarding` does — the messages of every package, the real realform client (whose calls
 * the story's Mock Service Worker handlers answer), consent, tracking, the router at the brand's base path — after
 * setting the applicant's past (draft, storage, token, device) from the story's scenario.
 */
async function loadFlow(context: FlowStoryContext): Promise<{ flow: LoadedFlow }> {
  const scenario = context.parameters.flow as FlowScenario;
  const { locale, pseudo } = toolbarLocale(context.globals.locale);
  const brand = storyBrand(context.globals.brand);

  await endPreviousStory();
  resetApplicant();
  for (const [key, value] of Object.entries(scenario.localStorage ?? {})) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(scenario.sessionStorage ?? {})) sessionStorage.setItem(key, value);
  if (scenario.draft) useDraftStore.getState().update(scenario.draft);
  useDevice.getState().set(scenario.device ?? (toolbarViewport(context.globals.viewport) === 'phone' ? 'mobile' : 'desktop'));

  const [i18n] = await Promise.all([loadFlowI18n(locale, { pseudo }), preloadEntryScreens()]);
  // What the server said before (uploadActionError) is kept as it said it: in the applicant's language.
  const outcome = scenario.draft?.uploadOutcome;
  if (outcome?.uploadActionError) useDraftStore.getState().update({ uploadOutcome: { ...outcome, uploadActionError: translateMessage(i18n, outcome.uploadActionError) } });
  const tokenStore = memoryTokenStore();
  const token = scenario.token === undefined ? 'story-session' : scenario.token;
  if (token) tokenStore.set(token);
  if (token && scenario.denial) useDenialStore.getState().remember({ token, reason: scenario.denial });
  const cookies = memoryCookies();
  const consent = createConsent({ storage: cookies });
  if (scenario.consentChosen ?? true) consent.set({ analytics: false, marketing: false, preferences: false });
  const services: FlowServices = {
    brand,
    locale,
    client: storyClient({ brand: brand.brand, locale, tokenStore, clientIdCookie: false }),
    tokenStore,
    captcha: passingCaptcha,
    entryQuery: scenario.entryQuery ?? {},
    consent,
    tracking: createTracking({ consent, cookies, context: { locale, brand: brand.brand } }),
  };
  const basepath = basepathFor(brand.brand, locale);
  const history = createMemoryHistory({ initialEntries: [`${basepath}${scenario.path}`] });
  if (scenario.stepName) history.replace(`${basepath}${scenario.path}`, { stepName: scenario.stepName } as never);
  const router = createOnboardingRouter({ basepath, tokenStore, history });
  return { flow: { i18n, services, router } };
}

/** The flow with the story's services, in the story's locale (its own I18nProvider, as `mountOnboarding` renders). */
export function FlowProviders({ flow, children }: { flow: Omit<LoadedFlow, 'router'>; children: ReactNode }): ReactElement {
  return (
    <I18nProvider i18n={flow.i18n}>
      <FlowProvider services={flow.services}>{children}</FlowProvider>
    </I18nProvider>
  );
}

function renderFlow(_args: unknown, context: FlowStoryContext): ReactElement {
  const flow = context.loaded.flow as LoadedFlow;
  return (
    <FlowProviders flow={flow}>
      <RouterProvider router={flow.router} />
    </FlowProviders>
  );
}

/**
 * A render function for a part of the flow shown on its own (the frame's parts, the error screens): inside the story's
 * services and messages, as the mounted flow renders it.
 */
export function renderWithFlow(part: (flow: LoadedFlow) => ReactNode) {
  return (_args: unknown, context: FlowStoryContext): ReactElement => {
    const flow = context.loaded.flow as LoadedFlow;
    return <FlowProviders flow={flow}>{part(flow)}</FlowProviders>;
  };
}

/**
 * The meta of a group of flow stories: each story renders the whole flow (frame, router, stores, Query) at its
 * scenario's route, with the toolbar's brand, locale and viewport. `fullscreen`: the frame is the page.
 */
export function flowMeta(scenario: FlowScenario) {
  return {
    // No docs page of a group's stories side by side: each story is the whole flow, with the stores and the Mock
    // Service Worker handlers of its own state, which stories rendered at once on one page would share.
    tags: ['!autodocs'],
    loaders: [loadFlow],
    render: renderFlow,
    parameters: { layout: 'fullscreen', flow: scenario, msw: { handlers: realformHandlers() } },
  };
}

/**
 * A story of the meta's route in another state: a scenario patch and the server's answers for it. A play function goes
 * in the story's own object, `{ ...flowStory(scenario, handlers), play }`, where Storybook sees it without running the
 * file: it tags the story `play-fn`, and the story suite runs the stories so tagged in German too
 * (apps/storybook/vitest.config.ts).
 */
export function flowStory(scenario: FlowScenario, handlers: readonly HttpHandler[] = []): Omit<FlowStory, 'play'> {
  return { parameters: { flow: scenario, msw: { handlers: realformHandlers(...handlers) } } };
}

export { loadFlow, toolbarLocale };
