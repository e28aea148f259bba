import { Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_DOCUMENT_TYPE_LABELS, UPLOAD_DOCUMENT_TYPES } from '@onboarding/dictionaries';
import { useFlow } from '../../api/FlowContext';
import { StepHeading } from '../../layout/StepHeading';
import { storeDocumentSelection } from './shared/identityStorage';
import { OptionButtons } from './shared/OptionButtons';
import { useIdentitySubmit } from '../../submit/useIdentitySubmit';
import { useStepName } from './shared/useStepName';

/** docs/spec/flow/screens.md#document-selection "Document selection: two document types": the ID card (two sides) and the passport. */
type SelectableDocument = typeof UPLOAD_DOCUMENT_TYPES.ID_CARD | typeof UPLOAD_DOCUMENT_TYPES.PASSPORT;

/**
 * Document selection, /document-selection (docs/spec/flow/screens.md#document-selection): desktopDocumentChoice on the applicant's own device,
 * mobileDocumentChoice on a hand-off phone. Either type leads to howToTakePicture; the choice is saved locally as
 * an action plus documentType (docs/spec/flow/entities.md#local-storage-and-cookies "Local storage") and sent to the server, which names the next step.
 */
export function DocumentChoiceScreen() {
  const { t, i18n } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const onPhone = useStepName() === 'mobileDocumentChoice';

  const choose = (documentType: SelectableDocument) => {
    storeDocumentSelection({ action: onPhone ? 'mobile-document-selection' : 'desktop-document-selection', documentType });
    void submit(() => (onPhone ? client.call('mobileDocumentChoice', { documentType }) : client.call('desktopDocumentChoice', { documentType })));
  };

  return (
    <div className="onb-step">
      <StepHeading>
        <Trans>Which document will you photograph?</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Choose a valid identity document with your photo.</Trans>
      </p>
      <OptionButtons<SelectableDocument>
        options={[
          {
            value: UPLOAD_DOCUMENT_TYPES.ID_CARD,
            label: i18n._(UPLOAD_DOCUMENT_TYPE_LABELS[UPLOAD_DOCUMENT_TYPES.ID_CARD]),
            hint: t`You will photograph the front and then the back.`,
          },
          {
            value: UPLOAD_DOCUMENT_TYPES.PASSPORT,
            label: i18n._(UPLOAD_DOCUMENT_TYPE_LABELS[UPLOAD_DOCUMENT_TYPES.PASSPORT]),
            hint: t`You will photograph the page with your photo.`,
          },
        ]}
        onChoose={choose}
      />
    </div>
  );
}
