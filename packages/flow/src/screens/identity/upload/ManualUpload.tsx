import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorSummary, FileUpload } from '@onboarding/form-fields';
import { DOCUMENT_IMAGE_FIELD, type DocumentSide } from '@onboarding/realform-api';
import { useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepActions } from '../../../layout/StepActions';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useIdentitySubmit } from '../../../submit/useIdentitySubmit';

/**
 * The manual file component of the upload step (docs/spec/flow/screens.md#upload-document: "choose or drag, thumbnail, remove link"): the photo or scan
 * of one side goes to document/desktop-document-upload (or the phone's mobile-document-upload) as form data
 * (docs/spec/flow/calls.md#call-table). A photo the server refuses shows its message under the picture (docs/spec/flow/errors.md#uploads "Photo-quality error") and the
 * file is cleared ("Upload error flag clears the selected file"); an ID card's front leads to its back.
 */
export function ManualUpload({
  call,
  side,
  documentType,
  headingLevel = 2,
  onActivity,
}: {
  call: 'desktopDocumentUpload' | 'mobileDocumentUpload';
  side: DocumentSide;
  /** The type chosen on the document selection ('1', '2', '11'); without it the server uses the stored choice. */
  documentType: string | null;
  headingLevel?: 2 | 3;
  onActivity?(): void;
}) {
  const { t } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const [file, setFile] = useState<File | null>(null);
  const qualityError = useFieldErrorsStore((s) => s.errors[DOCUMENT_IMAGE_FIELD]);
  const setFieldError = useFieldErrorsStore((s) => s.setField);
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary([DOCUMENT_IMAGE_FIELD]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const fields: Record<string, string> = { documentSide: side };
    if (documentType) fields.documentType = documentType;
    const { outcome } = await submit(() => client.upload(call, fields, { [DOCUMENT_IMAGE_FIELD]: file }));
    if (outcome === 'failed') {
      setFile(null);
      focusSummary();
    }
  };

  return (
    <form className="onb-manual-upload" onSubmit={send} noValidate aria-labelledby="onb-manual-upload-heading">
      <Heading id="onb-manual-upload-heading" className="onb-subheading">
        {side === 'back' ? <Trans>Upload a photo of the back</Trans> : <Trans>Upload a photo or a scan</Trans>}
      </Heading>
      <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
      <FileUpload
        id={`field-${DOCUMENT_IMAGE_FIELD}`}
        name={DOCUMENT_IMAGE_FIELD}
        label={side === 'back' ? t`Back of your document` : t`Your document`}
        hint={t`JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF. Large photos are made smaller before sending.`}
        value={file}
        qualityError={qualityError}
        onChange={(chosen) => {
          onActivity?.();
          setFile(chosen);
          if (chosen) setFieldError(DOCUMENT_IMAGE_FIELD, null);
        }}
        onFileTypeError={() => {
          // docs/spec/flow/validation.md#file-upload: "otherwise a file-type validation event fires" — recorded with the verification statistics.
          client.call('gbgStats', { status: 'fileTypeError' }).catch(() => undefined);
        }}
      />
      <StepActions problems={{ [DOCUMENT_IMAGE_FIELD]: file ? undefined : 'upload.file.required' }}>
        <Trans>Send the photo</Trans>
      </StepActions>
    </form>
  );
}
