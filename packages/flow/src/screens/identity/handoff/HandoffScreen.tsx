import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Modal } from '@onboarding/form-fields';
import { DESKTOP_QR_POLL_INTERVAL_MS, isRestartResponse } from '@onboarding/realform-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepHeading } from '../../../layout/StepHeading';
import { isRoutedStep } from '../../../routing/routePaths';
import { useSubmitStep } from '../../../submit/useSubmitStep';
import { useGoToStep } from '../../../submit/useGoToStep';
import { useIdentitySubmit } from '../../../submit/useIdentitySubmit';
import { useStepName } from '../shared/useStepName';
import { QrHandoff, QR_URL_QUERY_KEY } from './QrHandoff';
import { SmsHandoff } from './SmsHandoff';

/**
 * docs/spec/flow/states.md#hand-off-page-polling "Hand-off phone page: polls the QR-scan status every 4 s; when the scan is confirmed it goes to
 * mobileDesktopIsCompleted; polling stops on leaving the page". The same call tells the desktop when the QR link
 * expired unused: a new one is asked for.
 */
function useHandoffPolling() {
  const { client } = useFlow();
  const queryClient = useQueryClient();
  const submitStep = useSubmitStep();
  const goToStep = useGoToStep();
  const { data } = useQuery({
    queryKey: ['mobileQrCodeScan'],
    queryFn: () => client.call('mobileQrCodeScan', {}),
    refetchInterval: DESKTOP_QR_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    if (!data) return;
    if (isRestartResponse(data)) {
      void submitStep(async () => data);
      return;
    }
    if (data.isQrCodeExpired) void queryClient.invalidateQueries({ queryKey: QR_URL_QUERY_KEY });
    const next = data.next ?? (data.isQrCodeScan ? 'mobileDesktopIsCompleted' : undefined);
    if (data.status === 'success' && next && isRoutedStep(next)) void goToStep(next);
  }, [data, goToStep, queryClient, submitStep]);
}

/**
 * The hand-off page, /phone-number (docs/spec/flow/screens.md#mobilesms "mobileSms / uploadPhone"): the recommended path is the phone. Two
 * methods: the QR code (default, uploadQR) and the phone number with an SMS code (uploadPhone), each a step name
 * of its own in the history state. An accordion offers 'upload from this device' (a popup recommends the phone
 * first) and 'upload later' (personalDataConfirm).
 */
export function HandoffScreen() {
  const { t } = useLingui();
  const { client } = useFlow();
  const submit = useIdentitySubmit();
  const goToStep = useGoToStep();
  const method = useStepName() === 'uploadPhone' ? 'sms' : 'qr';
  const [recommendOpen, setRecommendOpen] = useState(false);
  useHandoffPolling();

  return (
    <div className="onb-step onb-handoff">
      <StepHeading>
        <Trans>Take the photo with your phone</Trans>
      </StepHeading>
      <p className="onb-lead">
        <Trans>Recommended: a phone camera takes a sharper photo. Open this step on your phone; this page moves on by itself when you are done.</Trans>
      </p>
      <div className="onb-segmented" role="group" aria-label={t`How to open the form on your phone`}>
        <Button variant={method === 'qr' ? 'primary' : 'secondary'} aria-pressed={method === 'qr'} onClick={() => void goToStep('uploadQR', { replace: true })}>
          <Trans>QR code</Trans>
        </Button>
        <Button variant={method === 'sms' ? 'primary' : 'secondary'} aria-pressed={method === 'sms'} onClick={() => void goToStep('uploadPhone', { replace: true })}>
          <Trans>Text message</Trans>
        </Button>
      </div>
      {method === 'qr' ? <QrHandoff /> : <SmsHandoff />}
      <Accordion
        headingLevel={2}
        items={[
          {
            id: 'uploadHere',
            heading: t`Upload from this device`,
            content: (
              <>
                <p>
                  <Trans>Use this computer's camera or a photo you already have.</Trans>
                </p>
                <Button variant="secondary" onClick={() => setRecommendOpen(true)}>
                  <Trans>Upload from this device</Trans>
                </Button>
              </>
            ),
          },
          {
            id: 'uploadLater',
            heading: t`Upload later`,
            content: (
              <>
                <p>
                  <Trans>You can fill in the rest of the form now. We open your account, and you add the document later by logging in again.</Trans>
                </p>
                <Button variant="secondary" onClick={() => void submit(() => client.call('dataUploadChoice', { dataUploadChoice: 1 }))}>
                  <Trans>Upload later</Trans>
                </Button>
              </>
            ),
          },
        ]}
      />
      <Modal title={t`We recommend your phone`} open={recommendOpen} onOpenChange={setRecommendOpen}>
        <p>
          <Trans>Photos taken with a phone are usually sharper, so your document is verified faster. Do you still want to upload from this device?</Trans>
        </p>
        <div className="onb-actions">
          <Button
            variant="primary"
            onClick={() => {
              setRecommendOpen(false);
              void submit(() => client.call('mobileDesktopChoice', { mobileDesktopChoice: 2 }));
            }}
          >
            <Trans>Upload from this device</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setRecommendOpen(false)}>
            <Trans>Use my phone</Trans>
          </Button>
        </div>
      </Modal>
    </div>
  );
}
