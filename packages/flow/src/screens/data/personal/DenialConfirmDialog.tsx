import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@onboarding/form-fields';
import type { DenialReason } from '@onboarding/realform-api';
import { ContactLines } from '../shared/ContactLines';

/**
 * Asks before the application ends (issue 18: "ask for confirmation before anything final"). The server answers a
 * personal-data submission that would end the application with `dataContent.denialPending` and decides nothing;
 * this dialog says what will happen and why, and only "End my application" sends the step again with
 * `confirmDenial`. Going back (the button, Escape, ×) keeps everything as it was.
 */
export function DenialConfirmDialog({
  reason,
  onConfirm,
  onCancel,
}: {
  /** The pending denial's reason; null: the dialog is closed. */
  reason: DenialReason | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      className="onb-denial-confirm"
      open={reason !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t({ message: 'Your identity document shows that you are under 18', comment: 'Title of the dialog asking to confirm the end of the application' })}
    >
      <p>
        <Trans>We can open accounts only for adults.</Trans>
      </p>
      <p>
        <Trans>If you continue, your application ends and you cannot change your details afterwards.</Trans>
      </p>
      <p>
        <Trans>If the date of birth was read wrongly from your document, do not continue: go back and contact us.</Trans>
      </p>
      <ContactLines />
      <div className="onb-actions">
        <Button type="button" variant="primary" onClick={onCancel}>
          <Trans>Go back to my details</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onConfirm}>
          <Trans>End my application</Trans>
        </Button>
      </div>
    </Modal>
  );
}
