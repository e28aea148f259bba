import type { MessageDescriptor } from '@lingui/core';
import type { HighLevelResult } from './enumerations';
import { errorMessage } from './errorMessages';
import { FlowStateNotFoundError } from './FlowStateNotFoundError';
import { JourneyEndedError } from './JourneyEndedError';
import { JourneyWaitingError } from './JourneyWaitingError';

/**
 * The docs/spec/widget/errors.md error catalogue: each kind with the details that matter to a host. The README lists every kind.
 */
export interface IdscanErrorDetails {
  unexpected: Record<never, never>;
  /** docs/spec/widget/overview.md#roles-and-authorization four sub-reasons. */
  unauthorized: { reason: 'resource' | 'credentials' | 'authenticationDisabled' | 'process' };
  badRequest: { status: number };
  invalidImage: Record<never, never>;
  journeyWaiting: Record<never, never>;
  journeyEnded: Record<never, never>;
  flowStateNotFound: { flowState: string };
  invalidParameter: {
    parameter: string;
    reason: 'callback' | 'eventName' | 'priority' | 'container' | 'notValid' | 'damaged';
  };
  missingParameter: { parameter: 'backendUrl' | 'coordinates' | 'images' | 'password' | 'username' | 'requiredField' };
  fieldFormat: { field: 'postcode' | 'house' | 'street' | 'town'; min: number; max: number };
  noJourneyDefinitions: Record<never, never>;
  networkException: Record<never, never>;
  browserOnly: Record<never, never>;
  unsupportedEnvironment: Record<never, never>;
  /** docs/spec/widget/errors.md#camera camera errors, plus docs/spec/flow/validation.md#blank-camera-feed/docs/spec/flow/errors.md#camera's blank feed (every pixel zero: cameraBlankFeedDetected). */
  camera: { reason: 'permissionDenied' | 'permissionUnavailable' | 'notReadable' | 'noSuitableCamera' | 'blankFeed' };
  serverError: { status: number };
  serverUnreachable: Record<never, never>;
  notPersisted: Record<never, never>;
  resultNotPassing: { result: HighLevelResult };
  template: { reason: 'canvasContext' | 'containerMissing' | 'elementsMissing' | 'templateNotFound' | 'sourceElementNotFound' };
  inputProvider: { reason: 'cannotRetrieve' | 'noneSpecified' | 'notAvailable' };
  fileTooBig: Record<never, never>;
  fileFormat: Record<never, never>;
  /**
   * The image has more pixels than the server decodes (HTTP 413 `TOO_MANY_PIXELS`). `serverMessage`: the server's
   * own text, already in the user's language, when it sent one.
   */
  tooManyPixels: { serverMessage: string | null };
  /** docs/spec/widget/errors.md "System not able to take the photo", with attempts remaining. */
  captureFailed: { attemptsRemaining: number };
  /** docs/spec/widget/errors.md "the system could not scan the document". */
  scanFailed: Record<never, never>;
}

export type IdscanErrorKind = keyof IdscanErrorDetails;

/**
 * Every error the widget reports or throws (docs/spec/widget/errors.md). `kind` discriminates; `details` carries the kind's data;
 * `message` is for developers (what was expected, what arrived, how to fix it); `userMessage` is the text for the
 * user, in the widget's locale once the widget has reported it (English before that).
 */
export class IdscanError<K extends IdscanErrorKind = IdscanErrorKind> extends Error {
  override readonly name = 'IdscanError';
  readonly kind: K;
  readonly details: IdscanErrorDetails[K];
  /** The user-facing text's Lingui descriptor (translate it with the widget's `i18n`). */
  readonly descriptor: MessageDescriptor;
  userMessage: string;

  constructor(kind: K, details: IdscanErrorDetails[K], message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.details = details;
    this.descriptor = errorMessage(kind, details);
    this.userMessage = interpolate(this.descriptor) ?? message;
  }

  /** Narrows to one kind: `if (error.is('unauthorized')) error.details.reason`. */
  is<T extends IdscanErrorKind>(kind: T): this is IdscanError<T> {
    return (this.kind as IdscanErrorKind) === kind;
  }
}

/** The English source text with its values, until the widget translates it (no i18n needs to be active). */
function interpolate({ message, values }: MessageDescriptor): string | undefined {
  return message?.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** The discriminated union `onError` receives: `switch (error.kind)` narrows `details`. */
export type WidgetError = { [K in IdscanErrorKind]: IdscanError<K> }[IdscanErrorKind];

/** Builds an error with its details typed by kind. */
export function idscanError<K extends IdscanErrorKind>(
  kind: K,
  details: IdscanErrorDetails[K],
  message: string,
  options?: ErrorOptions,
): IdscanError<K> {
  return new IdscanError(kind, details, message, options);
}

/**
 * Anything thrown, as a widget error: widget errors pass through, the journey's own errors get their docs/spec/widget/errors.md kinds
 * (`flowStateNotFound`, `journeyEnded`, `journeyWaiting`), the rest is `unexpected` with the cause kept.
 */
export function toWidgetError(caught: unknown): WidgetError {
  if (caught instanceof IdscanError) return caught as WidgetError;
  if (caught instanceof FlowStateNotFoundError) return idscanError('flowStateNotFound', { flowState: caught.flowState }, caught.message, { cause: caught });
  if (caught instanceof JourneyEndedError) return idscanError('journeyEnded', {}, caught.message, { cause: caught });
  if (caught instanceof JourneyWaitingError) return idscanError('journeyWaiting', {}, caught.message, { cause: caught });
  const what = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
  return idscanError('unexpected', {}, `Unexpected exception (${what}). Try again; if it repeats, report it with this message.`, { cause: caught });
}
