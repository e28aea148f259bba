import { Trans } from '@lingui/react/macro';
import { Button } from '@onboarding/form-fields';
import type { Ref } from 'react';

/**
 * The automatic login form (docs/spec/flow/calls.md#client-zone-auto-login): a browser form post of `token` and `urlParams` to the client zone's
 * `/api/autoLogin`. It submits itself; the button is there for whoever is faster, or when scripts stop.
 */
export function AutoLoginForm({ action, token, urlParams, ref }: { action: string; token: string; urlParams: string; ref?: Ref<HTMLFormElement> }) {
  return (
    <form ref={ref} method="post" action={action} className="onb-auto-login">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="urlParams" value={urlParams} />
      <Button type="submit" variant="primary">
        <Trans>Go to your client zone</Trans>
      </Button>
    </form>
  );
}
