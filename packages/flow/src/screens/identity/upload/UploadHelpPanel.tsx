import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button } from '@onboarding/form-fields';
import { DOCUMENT_IMAGE_FIELD } from '@onboarding/realform-api';
import { SecurityText } from './SecurityText';

/** Moves to the manual file component (docs/spec/flow/screens.md#upload-document help panel "skip to upload files"). */
function goToFileUpload(): void {
  const input = document.getElementById(`field-${DOCUMENT_IMAGE_FIELD}`);
  input?.closest('form')?.scrollIntoView?.({ block: 'start' });
  input?.focus();
}

/**
 * The desktop upload's help panel (docs/spec/flow/screens.md#upload-document): wrong camera, how to take a good picture, take the picture manually,
 * security of your data, skip to upload files.
 */
export function UploadHelpPanel() {
  const { t } = useLingui();
  return (
    <section className="onb-help" aria-labelledby="onb-help-heading">
      <h2 id="onb-help-heading" className="onb-subheading">
        <Trans>Help</Trans>
      </h2>
      <Accordion
        headingLevel={3}
        items={[
          {
            id: 'wrongCamera',
            heading: t`The wrong camera is on`,
            content: (
              <p>
                <Trans>Choose another camera in the list above the picture. If the list is empty, close other apps that use the camera and reload the page.</Trans>
              </p>
            ),
          },
          {
            id: 'goodPicture',
            heading: t`How to take a good picture`,
            content: (
              <p>
                <Trans>Put the document on a dark, plain surface in good light. Keep all four corners in the frame and hold still until the picture is sharp.</Trans>
              </p>
            ),
          },
          {
            id: 'manualCapture',
            heading: t`Take the picture manually`,
            content: (
              <p>
                <Trans>If the photo is not taken by itself, switch automatic capture off and press the button to take the picture.</Trans>
              </p>
            ),
          },
          { id: 'security', heading: t`Security of your data`, content: <SecurityText /> },
          {
            id: 'skipToFiles',
            heading: t`Skip to uploading files`,
            content: (
              <>
                <p>
                  <Trans>You can send a photo or a scan you already have instead of using the camera.</Trans>
                </p>
                <Button variant="link" onClick={goToFileUpload}>
                  <Trans>Go to the file upload</Trans>
                </Button>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
