import { useLingui } from '@lingui/react/macro';
import type { StandardResponse } from '@onboarding/realform-api';
import { useCallback, useMemo } from 'react';
import { useFlow } from '../api/FlowContext';
import { CaptchaError } from './Captcha';

/** The calls behind the bot check (docs/spec/flow/screens.md#newaccount newAccount, desktopSms, mobileSms/uploadPhone, confirmEmail "Next via human-check"). */
export type BotCheckAction = 'new_account' | 'desktop_sms' | 'mobile_sms' | 'confirm_email';

/**
 * The bot check of one form: `prepare` starts it on the first interaction (focus or typing in the form), and
 * `withToken` runs a call with a fresh token — inside the submit engine, so the screen is locked while the check
 * finishes. When the check cannot give a token, the call is not sent: the answer is a translated global error, the
 * form keeps everything typed, and the next Next tries a new check.
 */
export function useBotCheck(action: BotCheckAction) {
  const { t } = useLingui();
  const { captcha } = useFlow();
  const prepare = useCallback(() => captcha.prepare?.(action), [captcha, action]);
  const withToken = useCallback(
    async <TResponse extends StandardResponse>(send: (recaptchaToken: string) => Promise<TResponse>): Promise<TResponse> => {
      let token: string;
      try {
        token = await captcha.execute(action);
      } catch (error) {
        console.error('Bot check failed', error);
        const unavailable = error instanceof CaptchaError && error.reason === 'unavailable';
        const globalError = unavailable
          ? t`We could not load the check that you are not a robot. Check your connection and press the button again.`
          : t`The check that you are not a robot did not finish. Press the button again to retry.`;
        return { status: 'error', globalError } as TResponse;
      }
      return send(token);
    },
    [captcha, action, t],
  );
  return useMemo(() => ({ prepare, withToken }), [prepare, withToken]);
}
