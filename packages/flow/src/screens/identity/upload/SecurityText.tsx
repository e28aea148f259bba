import { Trans } from '@lingui/react/macro';

/** What happens to the photo (docs/spec/flow/screens.md#upload-document: the help panel's and the phone's security popup). */
export function SecurityText() {
  return (
    <p>
      <Trans>
        Your photo travels over an encrypted connection and is used only to confirm your identity, as the law
        requires of a brokerage. We keep it securely and never share it for marketing.
      </Trans>
    </p>
  );
}
