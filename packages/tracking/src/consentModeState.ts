import type { ConsentState } from './createConsent';

type Signal = 'granted' | 'denied';

/** Google Consent Mode (v2) storage and data types, as the container's tags read them. */
export type ConsentModeState = {
  analytics_storage: Signal;
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  functionality_storage: Signal;
  personalization_storage: Signal;
  security_storage: Signal;
};

const signal = (allowed: boolean): Signal => (allowed ? 'granted' : 'denied');

/**
 * The applicant's choice in Google Consent Mode's terms, so Google tags in the container follow it on their own:
 * `analytics` → analytics storage; `marketing` → ad storage, ad user data and ad personalisation (the banner's
 * "which advertisement brought you here"); `preferences` → functionality and personalisation storage; security
 * storage is strictly necessary and always granted.
 */
export function consentModeState(state: ConsentState): ConsentModeState {
  return {
    analytics_storage: signal(state.analytics),
    ad_storage: signal(state.marketing),
    ad_user_data: signal(state.marketing),
    ad_personalization: signal(state.marketing),
    functionality_storage: signal(state.preferences),
    personalization_storage: signal(state.preferences),
    security_storage: 'granted',
  };
}
