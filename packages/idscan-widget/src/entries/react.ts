// `@onboarding/idscan-widget/react`: the <IdscanWidget> component and its screens. The built dist/react.js starts
// with a 'use client' directive (added after the build: esbuild drops directives when bundling), so a React
// Server Components host renders it on the client.
export { IdscanWidget } from '../react/IdscanWidget';
export type { IdscanWidgetEvents, IdscanWidgetProps } from '../react/IdscanWidget';
export { AttemptsUsedUpScreen } from '../react/screens/AttemptsUsedUpScreen';
export { CameraErrorScreen } from '../react/screens/CameraErrorScreen';
export { CameraScreen } from '../react/screens/CameraScreen';
export { cropRectToPixels, DEFAULT_CROP } from '../react/screens/cropRect';
export { CropperScreen } from '../react/screens/CropperScreen';
export { EndedScreen } from '../react/screens/EndedScreen';
export { ErrorScreen } from '../react/screens/ErrorScreen';
export { FileUploadScreen } from '../react/screens/FileUploadScreen';
export { FinishingScreen } from '../react/screens/FinishingScreen';
export { GatewayScreen } from '../react/screens/GatewayScreen';
export { HELP_TOPICS, HelpModal } from '../react/screens/HelpModal';
export { InitialisingScreen } from '../react/screens/InitialisingScreen';
export { InstructionScreen } from '../react/screens/InstructionScreen';
export { JourneySelectScreen } from '../react/screens/JourneySelectScreen';
export { LivenessScreen } from '../react/screens/LivenessScreen';
export { LoginScreen } from '../react/screens/LoginScreen';
export { NoCameraScreen } from '../react/screens/NoCameraScreen';
export { PASSIVE_FACE_ERRORS } from '../react/screens/passiveFaceErrors';
export { PreviewScreen } from '../react/screens/PreviewScreen';
export { ProviderContainer } from '../react/screens/ProviderContainer';
export { ADDITIONAL_CHECKS, EXTRACTED_FIELD_GROUPS, fieldGroupOf, RESULT_CHECKS } from '../react/screens/resultLabels';
export { ResultsScreen } from '../react/screens/ResultsScreen';
export { ScannerScreen } from '../react/screens/ScannerScreen';
export { TermsScreen } from '../react/screens/TermsScreen';
export { ATTEMPT_FAILURES, CAMERA_ERROR_REASONS, UPLOAD_ERRORS } from '../react/screens/types';
export { UserInputFormScreen } from '../react/screens/UserInputFormScreen';
export type { AttemptsUsedUpScreenProps } from '../react/screens/AttemptsUsedUpScreen';
export type { CameraErrorScreenProps } from '../react/screens/CameraErrorScreen';
export type { CameraScreenProps } from '../react/screens/CameraScreen';
export type { CropperScreenProps } from '../react/screens/CropperScreen';
export type { EndedScreenProps } from '../react/screens/EndedScreen';
export type { ErrorScreenProps } from '../react/screens/ErrorScreen';
export type { FileUploadScreenProps } from '../react/screens/FileUploadScreen';
export type { GatewayScreenProps } from '../react/screens/GatewayScreen';
export type { HelpModalProps, HelpTopic } from '../react/screens/HelpModal';
export type { InstructionScreenProps } from '../react/screens/InstructionScreen';
export type { JourneyOption, JourneySelectScreenProps } from '../react/screens/JourneySelectScreen';
export type { LivenessScreenProps } from '../react/screens/LivenessScreen';
export type { LoginScreenProps } from '../react/screens/LoginScreen';
export type { NoCameraScreenProps } from '../react/screens/NoCameraScreen';
export type { PassiveFaceError } from '../react/screens/passiveFaceErrors';
export type { PreviewScreenProps } from '../react/screens/PreviewScreen';
export type { PhotoSource, ProviderContainerProps } from '../react/screens/ProviderContainer';
export type { ExtractedFieldGroup, ResultCheck } from '../react/screens/resultLabels';
export type { ResultsScreenProps } from '../react/screens/ResultsScreen';
export type { ScannerScreenProps } from '../react/screens/ScannerScreen';
export type { TermsScreenProps } from '../react/screens/TermsScreen';
export type { AttemptFailure, CameraErrorReason, CropRect, UploadError } from '../react/screens/types';
export type { UserInputFormScreenProps } from '../react/screens/UserInputFormScreen';
export type {
  IdscanOutcome,
  IdscanWidgetController,
  IdscanWidgetOptions,
  JourneyResult,
  WidgetEventMap,
  WidgetEventType,
  WidgetState,
} from '../core/types';
export type { WidgetError } from '../core/IdscanError';
