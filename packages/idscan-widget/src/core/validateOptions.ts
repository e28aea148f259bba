import { DEFAULT_INPUT_PROVIDER, DEFAULT_MAX_ATTEMPTS, DEFAULT_STEPS, WIDGET_LOCALES } from './constants';
import { CAPTURE_MODES, FLOW_STATES, INPUT_PROVIDERS } from './enumerations';
import { idscanError } from './IdscanError';
import { parseTermsText } from './termsText';
import { isTextKey, TEXT_KEYS } from './textKeys';
import type { IdscanWidgetOptions, JourneyDefinition } from './types';

const CALLBACKS = ['onComplete', 'onError', 'onUserExit', 'onLogout', 'onNewJourney', 'operatorLogin'] as const;

function notValid(parameter: string, expected: string, got: unknown): never {
  const shown = typeof got === 'string' ? `"${got}"` : Array.isArray(got) ? `[${got.join(', ')}]` : String(got);
  throw idscanError('invalidParameter', { parameter, reason: 'notValid' }, `Invalid parameters: ${parameter} is not valid. Expected ${expected}, got ${shown}.`);
}

function checkSteps(parameter: string, steps: unknown): void {
  if (!Array.isArray(steps) || steps.some((step) => !FLOW_STATES.includes(step as never) || step === 'NONE')) {
    notValid(parameter, `a list of ${FLOW_STATES.filter((s) => s !== 'NONE').join(', ')}`, steps);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `texts`: known locales, documented keys (docs/texts.md), non-empty strings, and a terms text with safe links only. */
function checkTexts(texts: unknown): void {
  if (!isPlainObject(texts)) notValid('texts', "an object by locale, e.g. { en: { 'terms.title': '…' } }", texts);
  for (const [locale, byKey] of Object.entries(texts)) {
    if (!(WIDGET_LOCALES as readonly string[]).includes(locale)) notValid('texts', `locales among ${WIDGET_LOCALES.join(', ')}`, locale);
    if (!isPlainObject(byKey)) notValid(`texts.${locale}`, 'an object by text key', byKey);
    for (const [key, text] of Object.entries(byKey)) {
      if (!isTextKey(key)) notValid(`texts.${locale}`, `keys among ${Object.keys(TEXT_KEYS).join(', ')} (docs/texts.md)`, key);
      if (typeof text !== 'string' || text.trim() === '') notValid(`texts.${locale}['${key}']`, 'a non-empty string', text);
      if (key === 'terms.text') {
        const parsed = parseTermsText(text);
        if (!parsed.ok) notValid(`texts.${locale}['terms.text']`, 'links to https:, mailto: or a path of this site', parsed.badHref);
      }
    }
  }
}

/**
 * docs/spec/widget/errors.md "invalid parameters" and "missing parameters", thrown at once so a host sees its mistake where it made
 * it. Journey-definition rules (order, repeats) are the journey model's (createJourney).
 */
export function validateOptions(options: IdscanWidgetOptions): void {
  if (typeof options !== 'object' || options === null) notValid('options', 'an object with backendUrl, token and journeyId', options);
  if (typeof options.backendUrl !== 'string' || options.backendUrl.trim() === '') {
    throw idscanError('missingParameter', { parameter: 'backendUrl' }, 'Missing parameters: backendUrl. Pass the backendUrl the host received with the scan token (get-idscan-token).');
  }
  for (const key of ['token', 'journeyId'] as const) {
    if (typeof options[key] !== 'string' || options[key].trim() === '') notValid(key, 'a non-empty string from get-idscan-token', options[key]);
  }
  for (const key of CALLBACKS) {
    if (options[key] !== undefined && typeof options[key] !== 'function') {
      throw idscanError('invalidParameter', { parameter: key, reason: 'callback' }, `Invalid parameters: the callback ${key} must be a function, got ${typeof options[key]}.`);
    }
  }
  if (options.steps !== undefined) checkSteps('steps', options.steps);
  if (options.journeys !== undefined) {
    if (!Array.isArray(options.journeys)) notValid('journeys', 'a list of journey definitions', options.journeys);
    options.journeys.forEach((definition: JourneyDefinition, index) => {
      if (typeof definition?.id !== 'string' || typeof definition.name !== 'string') notValid(`journeys[${index}]`, '{ id, name, steps }', JSON.stringify(definition));
      checkSteps(`journeys[${index}].steps`, definition.steps);
    });
  }
  if (options.captureMode !== undefined && !CAPTURE_MODES.includes(options.captureMode)) notValid('captureMode', CAPTURE_MODES.join(' or '), options.captureMode);
  if (options.inputProvider !== undefined && !INPUT_PROVIDERS.includes(options.inputProvider)) notValid('inputProvider', INPUT_PROVIDERS.join(', '), options.inputProvider);
  if (options.device !== undefined && options.device !== 'desktop' && options.device !== 'mobile') notValid('device', "'desktop' or 'mobile'", options.device);
  if (options.liveness !== undefined && options.liveness !== 'active' && options.liveness !== 'passive') notValid('liveness', "'active' or 'passive'", options.liveness);
  if (options.texts !== undefined) checkTexts(options.texts);
  if (options.autoFocus !== undefined && typeof options.autoFocus !== 'boolean') notValid('autoFocus', 'true or false', options.autoFocus);
  if (options.maxAttempts !== undefined && !(Number.isInteger(options.maxAttempts) && options.maxAttempts > 0)) {
    throw idscanError('invalidParameter', { parameter: 'maxAttempts', reason: 'priority' }, `Invalid parameters: maxAttempts must be a positive whole number, got ${String(options.maxAttempts)}.`);
  }
}

/** A scan token as the options and `setToken` take it. */
export function checkToken(token: unknown): asserts token is string {
  if (typeof token !== 'string' || token.trim() === '') notValid('token', 'a non-empty string from get-idscan-token', token);
}

/** Options with their defaults (docs/spec/widget/constants.md#capture input provider FILESYSTEM). */
export function withDefaults(options: IdscanWidgetOptions) {
  return {
    locale: options.locale ?? 'en',
    steps: options.steps ?? DEFAULT_STEPS,
    termsAndConditions: options.termsAndConditions ?? false,
    userInputForm: options.userInputForm ?? false,
    captureMode: options.captureMode ?? 'auto',
    inputProvider: options.inputProvider ?? DEFAULT_INPUT_PROVIDER,
    liveness: options.liveness ?? 'passive',
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    showResults: options.showResults ?? true,
  } as const;
}
