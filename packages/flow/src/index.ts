export { mountOnboarding } from './mountOnboarding';
export type { MountOptions } from './mountOnboarding';
export { DEFAULT_OWN_LANGUAGE_PAGES } from './brand/BrandConfig';
// The brands' locale lists, defined once in @onboarding/dictionaries; re-exported so the brand apps (which may import only
// @onboarding/flow, see the root README's dependency direction) do not repeat them.
export { EU_BRAND_LOCALES, PL_BRAND_LOCALES } from '@onboarding/dictionaries';
export type { BrandConfig, OwnLanguagePages } from './brand/BrandConfig';
export { detectLocale, basepathFor } from './routing/detectLocale';
export type { LocaleDetection, LocationLike } from './routing/detectLocale';
export { ROUTE_PATHS } from './routing/routePaths';
export type { RoutedStepName } from './routing/routePaths';
export { CaptchaError } from './captcha/Captcha';
export { createBrandCaptcha } from './captcha/createBrandCaptcha';
export type { Captcha, CaptchaFailure } from './captcha/Captcha';
export type { BrandCaptchaOptions } from './captcha/createBrandCaptcha';
export { loadMessages } from './locales';

// --- frame ---
export { CHUNK_LOAD_TIMEOUT_MS, SIDE_PANEL_AUTO_CLOSE_MS, TIME_TO_FINISH_BY_STEP } from './constants';
export { PATHLESS_STEP_HOSTS, ROUTE_TABLE } from './routing/routePaths';
export { detectDevice, MOBILE_VARIANT_STEPS, MOBILE_VARIANT_SUFFIX } from './routing/device';
export { ChunkLoadTimeoutError } from './routing/ChunkLoadTimeoutError';
export type { HeaderImage, HeaderImages, IntroVideo, IntroVideoSource } from './brand/BrandConfig';
export type { DeviceKind } from './routing/device';

// --- identity ---
export { JOURNEY_RESULT_DELAY_MS, NO_JOURNEY_ID_FAILURE_MS, SCAN_TRANSFER_TIMEOUT_MS } from './constants';
export { DOCUMENT_SELECTION_STORAGE_KEY, UPLOAD_PATH_STORAGE_KEY } from './screens/identity/shared/identityStorage';
export type { DocumentSelection, UploadPath } from './screens/identity/shared/identityStorage';
// --- i18n ---
export { pseudoLocalize, pseudoText } from './i18n/pseudoLocalize';
