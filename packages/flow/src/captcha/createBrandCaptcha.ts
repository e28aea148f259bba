import type { Brand, CaptchaSetting } from '@onboarding/realform-api';
import { CaptchaError, type Captcha } from './Captcha';

export interface BrandCaptchaOptions {
  /** Origin of the realform server (ALTCHA challenges). @default the page's origin */
  baseUrl?: string;
  /** The page's language for a hosted provider's texts (BCP 47). */
  language?: string;
}

/**
 * The brand's bot check (brand settings `captcha`, README "Bot check"): ALTCHA unless a hosted provider is selected.
 * The implementation — altcha-lib and its solver, or the provider's loader — is a chunk of its own, loaded on the
 * first `prepare` or `execute`: the first page's entry script does not grow.
 */
export function createBrandCaptcha(brand: Brand, setting: CaptchaSetting | undefined, options: BrandCaptchaOptions = {}): Captcha {
  let loaded: Promise<Captcha> | null = null;
  const load = (): Promise<Captcha> => {
    loaded ??= (
      !setting || setting.provider === 'altcha'
        ? import('./altchaCaptcha').then((module) => module.createAltchaCaptcha({ brand, baseUrl: options.baseUrl }))
        : import('./hostedCaptcha').then((module) => module.createHostedCaptcha({ provider: setting.provider, siteKey: setting.siteKey, language: options.language }))
    ).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return {
    prepare(action) {
      load().then((captcha) => captcha.prepare?.(action), () => undefined);
    },
    async execute(action) {
      let captcha: Captcha;
      try {
        captcha = await load();
      } catch (error) {
        throw new CaptchaError('unavailable', `The bot check could not be loaded: ${(error as Error)?.message ?? String(error)}.`, { cause: error });
      }
      return captcha.execute(action);
    },
  };
}
