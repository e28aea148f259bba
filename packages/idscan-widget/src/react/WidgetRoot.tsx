import { type FocusEvent, type ReactNode, useCallback, useRef } from 'react';
import type { WidgetError } from '../core/IdscanError';
import type { CaptureStep, IdscanWidgetController, WidgetState } from '../core/types';
import { toBcp47, widgetLocale } from '../core/widgetLocale';
import { attemptFailure } from './attemptFailure';
import { CameraCapture } from './CameraCapture';
import { cropImage } from './cropImage';
import { LivenessCapture } from './LivenessCapture';
import { AttemptsUsedUpScreen } from './screens/AttemptsUsedUpScreen';
import { CameraErrorScreen } from './screens/CameraErrorScreen';
import { CropperScreen } from './screens/CropperScreen';
import { EndedScreen } from './screens/EndedScreen';
import { ErrorScreen } from './screens/ErrorScreen';
import { FileUploadScreen } from './screens/FileUploadScreen';
import { FinishingScreen } from './screens/FinishingScreen';
import { GatewayScreen } from './screens/GatewayScreen';
import { HelpModal, type HelpTopic } from './screens/HelpModal';
import { InitialisingScreen } from './screens/InitialisingScreen';
import { InstructionScreen } from './screens/InstructionScreen';
import { JourneySelectScreen } from './screens/JourneySelectScreen';
import { LoginScreen } from './screens/LoginScreen';
import { NoCameraScreen } from './screens/NoCameraScreen';
import { PreviewScreen } from './screens/PreviewScreen';
import { ProviderContainer } from './screens/ProviderContainer';
import { ResultsScreen } from './screens/ResultsScreen';
import { ScannerScreen } from './screens/ScannerScreen';
import { TermsScreen } from './screens/TermsScreen';
import type { UploadError } from './screens/types';
import { UserInputFormScreen } from './screens/UserInputFormScreen';
import { classNames } from '@repo/react-primitives';
import { type FocusPolicy, FocusPolicyContext } from './ui/focusPolicy';
import { TermsText } from './ui/TermsText';
import { useWidgetState } from './useWidgetState';
import { WidgetI18n } from './WidgetI18n';

type Props = { widget: IdscanWidgetController };

const HELP_TOPICS: Record<CaptureStep, HelpTopic> = {
  'IDENTITY:FRONT': 'autoCapture',
  'IDENTITY:BACK': 'autoCapture',
  SELFIE: 'selfie',
  LIVENESS: 'selfie',
  ADDRESS: 'address',
  COVID: 'covid',
};

function uploadError(state: WidgetState): UploadError | null {
  const problem = state.feedback?.problem;
  if (problem === 'tooBig' || problem === 'fileTooBig') return 'tooBig';
  if (problem === 'format' || problem === 'fileFormat') return 'format';
  if (problem === 'tooManyPixels') return 'tooManyPixels';
  return null;
}

function CropperStep({ widget, image }: Props & { image: Blob }) {
  return (
    <CropperScreen
      image={image}
      onCrop={(rect) => {
        cropImage(image, rect).then(
          (cropped) => widget.applyCrop(cropped),
          (error: unknown) => {
            widget.applyCrop(null);
            widget.reportError(error as WidgetError);
          },
        );
      }}
      onCancel={() => widget.applyCrop(null)}
    />
  );
}

/** The capture screens, inside the provider container (docs/spec/widget/screens.md#provider-container: cancel journey, camera / upload toggle). */
function Capture({ widget, state, children }: Props & { state: WidgetState; children: ReactNode }) {
  const toggle = state.inputProvider === 'SCANNER' ? undefined : state.inputProvider;
  return (
    <ProviderContainer
      onCancel={() => widget.cancel()}
      inputProvider={toggle}
      onInputProviderChange={toggle ? (provider) => widget.setInputProvider(provider) : undefined}
      cameraAvailable={state.hasCamera !== false}
    >
      {children}
    </ProviderContainer>
  );
}

function CurrentScreen({ widget, state }: Props & { state: WidgetState }) {
  const { screen } = state;
  switch (screen.name) {
    case 'initialising':
      return <InitialisingScreen />;
    case 'journeySelect':
      return <JourneySelectScreen journeys={screen.journeys.map(({ id, name }) => ({ id, name }))} onContinue={(id) => widget.selectJourney(id)} />;
    case 'terms': {
      const hostTerms = widget.options.texts?.[state.locale]?.['terms.text'];
      return (
        <TermsScreen onAgree={() => widget.agree()} onDisagree={() => widget.disagree()}>
          {hostTerms ? <TermsText text={hostTerms} /> : undefined}
        </TermsScreen>
      );
    }
    case 'userInput':
      return <UserInputFormScreen problems={screen.problems} onSubmit={(values) => widget.submitUserInput(values)} />;
    case 'gateway':
      return <GatewayScreen onEnableCamera={() => widget.enableCamera()} onCancel={() => widget.cancel()} />;
    case 'noCamera':
      // The provider container already offers "Cancel journey": the notice's own would be a second one.
      return (
        <Capture widget={widget} state={state}>
          <NoCameraScreen onUpload={() => widget.setInputProvider('FILESYSTEM')} />
        </Capture>
      );
    case 'instructions':
      return (
        <Capture widget={widget} state={state}>
          <InstructionScreen
            variant="step"
            step={screen.step === 'LIVENESS' ? undefined : screen.step}
            onConfirm={() => widget.confirmInstructions()}
            locked={state.instructionsLocked}
            captureMode={state.captureMode}
          />
        </Capture>
      );
    case 'camera':
      if (screen.step === 'LIVENESS') return null;
      return (
        <Capture widget={widget} state={state}>
          <CameraCapture widget={widget} state={state} step={screen.step} />
        </Capture>
      );
    case 'upload':
      if (screen.step === 'LIVENESS') return null;
      return (
        <Capture widget={widget} state={state}>
          <FileUploadScreen
            key={screen.step}
            step={screen.step}
            onFile={(file) => widget.submitImage(file, 'file')}
            error={uploadError(state)}
            errorDetail={state.feedback?.problem === 'tooManyPixels' ? (state.feedback.message ?? undefined) : undefined}
            uploading={state.transfer !== null}
            progress={state.transfer?.progress ?? undefined}
            failure={uploadError(state) ? null : attemptFailure(state.feedback)}
            failureDetail={state.feedback?.message ?? undefined}
            attemptsRemaining={state.attemptsRemaining}
            onRetry={() => widget.retake()}
            onShowInstructions={() => widget.showModal('instructions')}
          />
        </Capture>
      );
    case 'preview':
      if (screen.step === 'LIVENESS') return null;
      return (
        <Capture widget={widget} state={state}>
          <PreviewScreen
            step={screen.step}
            image={screen.image}
            device={state.device}
            onUpload={() => widget.uploadPreview()}
            onChangePhoto={() => widget.retake()}
            onRetry={() => widget.retake()}
            onCrop={() => widget.openCropper()}
            verifying={state.transfer !== null}
            failure={attemptFailure(state.feedback)}
            failureDetail={state.feedback?.message ?? undefined}
            attemptsRemaining={state.attemptsRemaining}
          />
        </Capture>
      );
    case 'cropper':
      return (
        <Capture widget={widget} state={state}>
          <CropperStep widget={widget} image={screen.image} />
        </Capture>
      );
    case 'liveness':
      return (
        <Capture widget={widget} state={state}>
          <LivenessCapture widget={widget} state={state} mode={screen.mode} action={screen.action} />
        </Capture>
      );
    case 'scanner':
      return (
        <Capture widget={widget} state={state}>
          <ScannerScreen state={screen.scannerState} onRegister={() => void widget.registerScanner()} onRelease={() => void widget.releaseScanner()} />
        </Capture>
      );
    case 'attemptsUsedUp':
      // In the provider container for its "Cancel journey"; without the camera / upload toggle, which would reopen a
      // step whose attempts are used up.
      return (
        <ProviderContainer onCancel={() => widget.cancel()}>
          <AttemptsUsedUpScreen
            step={screen.step}
            attempts={screen.attempts}
            next={screen.next}
            detail={state.feedback?.message ?? undefined}
            onContinue={() => widget.moveOn()}
          />
        </ProviderContainer>
      );
    case 'finishing':
      return <FinishingScreen />;
    case 'login':
      return <LoginScreen onSubmit={(credentials) => void widget.login(credentials)} error={screen.failed} />;
    case 'results':
      return (
        <ResultsScreen
          result={screen.outcome.result}
          liveness={screen.outcome.liveness}
          onNewJourney={widget.options.onNewJourney ? () => widget.newJourney() : undefined}
          onLogOut={widget.options.onLogout || widget.options.operatorLogin ? () => widget.logout() : undefined}
        />
      );
    case 'ended':
      return <EndedScreen result={screen.result} onNewJourney={widget.options.onNewJourney ? () => widget.newJourney() : undefined} />;
    case 'error': {
      const { error } = screen;
      if (error.kind === 'camera') {
        return (
          <CameraErrorScreen
            reason={error.details.reason}
            onRetry={() => widget.retry()}
            onUpload={() => {
              widget.retry();
              widget.setInputProvider('FILESYSTEM');
            }}
            onCancel={() => widget.cancel()}
          />
        );
      }
      // A fatal error has nothing to try again: only cancel is offered, so no button does nothing.
      return <ErrorScreen error={error} onRetry={screen.retryable ? () => widget.retry() : undefined} onCancel={() => widget.cancel()} />;
    }
  }
}

/** The modal over the capture screens: the instruction popup or the help of the current step. */
function CurrentModal({ widget, state }: Props & { state: WidgetState }) {
  if (state.modal === 'instructions' && state.step && state.step !== 'LIVENESS') {
    return <InstructionScreen variant="popup" step={state.step} open onClose={() => widget.closeModal()} captureMode={state.captureMode} />;
  }
  if (state.modal === 'help' && state.step) {
    return <HelpModal topic={HELP_TOPICS[state.step]} open onClose={() => widget.closeModal()} onSwitchToManual={() => widget.setCaptureMode('manual')} />;
  }
  return null;
}

/**
 * Good manners on a host page (issue 19): the widget takes focus only once the user acts in it (a pointer or a key
 * inside it), or on load when the host asked (`autoFocus`, then without scrolling the page). While focus is on
 * the host's page it stays there. After the user's own action each new screen's heading takes focus as before.
 */
function useRootFocusPolicy(autoFocus: boolean) {
  const rootRef = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const policy = useCallback<FocusPolicy>(
    (target) => {
      const document = target.ownerDocument;
      const active = document.activeElement;
      if (active && rootRef.current?.contains(active)) return {};
      if (active && active !== document.body) return null;
      if (acted.current) return {};
      return autoFocus ? { preventScroll: true } : null;
    },
    [autoFocus],
  );
  const handlers = {
    onPointerDown: () => {
      acted.current = true;
    },
    onKeyDown: () => {
      acted.current = true;
    },
    onBlur: (event: FocusEvent) => {
      // Focus went to the host's page: the widget leaves it there until the user acts in the widget again.
      if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) acted.current = false;
    },
  };
  return { rootRef, policy, handlers };
}

/**
 * The widget's tree over a controller, shared by `<IdscanWidget>` and `mount()`. Renders nothing until the
 * widget's messages are loaded (and so nothing on a server).
 */
export function WidgetRoot({ widget }: Props) {
  const state = useWidgetState(widget);
  const { rootRef, policy, handlers } = useRootFocusPolicy(widget.options.autoFocus === true);
  if (!state.ready) return null;
  return (
    <WidgetI18n i18n={widget.i18n}>
      <FocusPolicyContext.Provider value={policy}>
        {/* The handlers only note that the user acts here (for focus); the controls inside handle the keys. */}
        <div
          ref={rootRef}
          className={classNames('idscan', widget.options.theme)}
          lang={toBcp47(widgetLocale(state.locale))}
          data-screen={state.screen.name}
          {...handlers}
        >
          <CurrentScreen widget={widget} state={state} />
          <CurrentModal widget={widget} state={state} />
        </div>
      </FocusPolicyContext.Provider>
    </WidgetI18n>
  );
}
