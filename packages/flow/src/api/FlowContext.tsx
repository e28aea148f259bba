import type { Locale } from '@onboarding/dictionaries';
import type { RealformClient, TokenStore } from '@onboarding/realform-api';
import type { Consent, Tracking } from '@onboarding/tracking';
import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from '../brand/BrandConfig';
import type { Captcha } from '../captcha/Captcha';

/** Everything a screen needs from the host, fixed for the life of a mounted flow. */
export interface FlowServices {
  brand: BrandConfig;
  locale: Locale;
  client: RealformClient;
  tokenStore: TokenStore;
  captcha: Captcha;
  /** The applicant's cookie choice (the consent banner and the docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer cookie-settings link). */
  consent: Consent;
  /** Analytics behind that consent: step events, ad parameters, new-account's tracking fields (docs/spec/flow/routes.md#query-parameters, docs/spec/flow/calls.md). */
  tracking: Tracking;
  /** Query parameters of the entry URL that docs/spec/flow/routes.md#query-parameters keeps (source `from`, `lang`). */
  entryQuery: Readonly<Record<string, string>>;
}

const FlowContext = createContext<FlowServices | null>(null);

export function FlowProvider({ services, children }: { services: FlowServices; children: ReactNode }) {
  return <FlowContext.Provider value={services}>{children}</FlowContext.Provider>;
}

export function useFlow(): FlowServices {
  const services = useContext(FlowContext);
  if (!services) {
    throw new Error('useFlow() was called outside <FlowProvider>. Render screens through mountOnboarding() or wrap them in <FlowProvider services={…}>.');
  }
  return services;
}
