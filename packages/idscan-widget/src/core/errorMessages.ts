import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IdscanErrorDetails, IdscanErrorKind } from './IdscanError';

// The user-facing text of each docs/spec/widget/errors.md error. The widget spec gives exact wording only for the two upload errors (docs/spec/widget/validation.md#uploaded-files); the
// rest follows docs/spec/widget/errors.md's prose, each with the try-again prompt docs/spec/widget/errors.md asks for where trying again can help.

const UNAUTHORIZED: Record<IdscanErrorDetails['unauthorized']['reason'], MessageDescriptor> = {
  resource: msg`Your account is not authorised to access this resource.`,
  credentials: msg`Invalid username and password combination.`,
  authenticationDisabled: msg`Authentication is not enabled.`,
  process: msg`You are not authorised for this process.`,
};

const CAMERA: Record<IdscanErrorDetails['camera']['reason'], MessageDescriptor> = {
  permissionDenied: msg`Camera access was denied. Allow the camera in your browser settings and try again.`,
  permissionUnavailable: msg`Camera access is not available in this browser. Upload a photo instead.`,
  notReadable: msg`The camera cannot be used. Close other apps that use the camera and try again.`,
  noSuitableCamera: msg`No suitable camera was found. Upload a photo instead.`,
  blankFeed: msg`The camera shows only a black picture. Check that nothing covers it, or choose another camera.`,
};

const INPUT_PROVIDER: Record<IdscanErrorDetails['inputProvider']['reason'], MessageDescriptor> = {
  cannotRetrieve: msg`The selected way of adding a photo cannot be started. Try again.`,
  noneSpecified: msg`No way of adding a photo was chosen.`,
  notAvailable: msg`This way of adding a photo is not available on this device.`,
};

function invalidParameter({ reason }: IdscanErrorDetails['invalidParameter']): MessageDescriptor {
  switch (reason) {
    case 'callback':
      return msg`Invalid parameters: the callback must be a function.`;
    case 'eventName':
      return msg`Invalid parameters: the event name must be a string.`;
    case 'priority':
      return msg`Invalid parameters: the priority must be a positive number.`;
    case 'container':
      return msg`Invalid parameters: the container must be an element or a selector.`;
    case 'notValid':
      return msg`Invalid parameters: the value is not valid.`;
    case 'damaged':
      return msg`Invalid parameters: the value is damaged.`;
  }
}

function fieldFormat({ field, min, max }: IdscanErrorDetails['fieldFormat']): MessageDescriptor {
  // docs/spec/widget/validation.md#uploaded-files: "Format errors state the bounds".
  switch (field) {
    case 'postcode':
      return msg`The postal code must have ${min} to ${max} characters.`;
    case 'house':
      return msg`The house name or number must have ${min} to ${max} characters.`;
    case 'street':
      return msg`The street name must have ${min} to ${max} characters.`;
    case 'town':
      return msg`The town must have ${min} to ${max} characters.`;
  }
}

/** The user-facing message of an error, as a descriptor the widget's i18n translates. */
export function errorMessage<K extends IdscanErrorKind>(kind: K, details: IdscanErrorDetails[K]): MessageDescriptor {
  // Each case reads its own details; the casts restore what the generic parameter cannot narrow.
  const d = details as IdscanErrorDetails[IdscanErrorKind];
  switch (kind as IdscanErrorKind) {
    case 'unauthorized':
      return UNAUTHORIZED[(d as IdscanErrorDetails['unauthorized']).reason];
    case 'badRequest':
      return msg`The request was not accepted. Try again.`;
    case 'invalidImage':
      return msg`This is not a valid image. Take or choose another photo.`;
    case 'journeyWaiting':
      return msg`The journey is waiting for a response. Wait a moment.`;
    case 'journeyEnded':
      return msg`This journey has ended, so nothing more can be sent.`;
    case 'flowStateNotFound':
      return msg`This step is not part of the journey.`;
    case 'invalidParameter':
      return invalidParameter(d as IdscanErrorDetails['invalidParameter']);
    case 'missingParameter': {
      const { parameter } = d as IdscanErrorDetails['missingParameter'];
      // docs/spec/widget/validation.md#user-input-form wording for the user-input form.
      if (parameter === 'requiredField') return msg`Please fill in all required fields`;
      return msg`Missing parameters: ${parameter}`;
    }
    case 'fieldFormat':
      return fieldFormat(d as IdscanErrorDetails['fieldFormat']);
    case 'noJourneyDefinitions':
      return msg`There are no journey definitions for this channel.`;
    case 'networkException':
      return msg`Network problem. Check your connection and try again.`;
    case 'browserOnly':
      return msg`This feature works only in a web browser.`;
    case 'unsupportedEnvironment':
      return msg`This browser is not supported. Use a current version of Chrome, Edge, Firefox or Safari.`;
    case 'camera':
      return CAMERA[(d as IdscanErrorDetails['camera']).reason];
    case 'serverError': {
      const { status } = d as IdscanErrorDetails['serverError'];
      return msg`Server error (${status}). Try again later.`;
    }
    case 'serverUnreachable':
      return msg`The server cannot be reached. Try again later.`;
    case 'notPersisted':
      return msg`Your data may not have been saved. Try again.`;
    case 'resultNotPassing':
      return msg`The document did not pass verification.`;
    case 'template':
      return msg`The identity check could not be displayed. Reload the page.`;
    case 'inputProvider':
      return INPUT_PROVIDER[(d as IdscanErrorDetails['inputProvider']).reason];
    case 'fileTooBig':
      return msg`Your file is too big. Please upload a file that is smaller than 7.5MB.`;
    case 'fileFormat':
      return msg`Your file is the incorrect format. Please upload one of the accepted formats.`;
    case 'tooManyPixels':
      return msg`This photo has too many pixels for us to check. Choose a smaller photo, or take a new one with the camera.`;
    case 'captureFailed':
      return msg`System not able to take the photo.`;
    case 'scanFailed':
      return msg`The system could not scan the document. Try again.`;
    // A kind this version does not know (an error built by a newer widget, or by a tool that constructs one bare,
    // like Storybook's docs page) reads as the unexpected error rather than throwing.
    case 'unexpected':
    default:
      return msg`Something went wrong. Try again.`;
  }
}
