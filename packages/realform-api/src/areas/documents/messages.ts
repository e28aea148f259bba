import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages of the documents area, by key (merged into the contract's messageDescriptors). Placeholders are
 * filled by the server, which knows the limits (`UPLOAD_MAX_BYTES`, `UPLOAD_MAX_PIXELS`, `MIN_DOCUMENT_IMAGE`).
 */
export const documentMessages = {
  'handoff.invalid': msg({
    message: 'This link has expired or has already been opened on another device. Open a new link from your computer.',
    comment: 'Global error on the phone when the QR code or SMS link cannot be used (docs/spec/flow/errors.md#global-error)',
  }),
  'documentType.invalid': msg({
    message: 'Choose the type of your document.',
    comment: 'Error on document selection when no valid document type was chosen',
  }),
  'upload.file.required': msg({
    message: 'Choose a photo or a scan of your document.',
    comment: 'Error under the document file field when no file was sent',
  }),
  'upload.file.type': msg({
    message: 'This type of file is not accepted. Upload a JPG, PNG, GIF, HEIC, HEIF, AVIF or PDF file.',
    comment: 'Error under the document file field when the file content is not an accepted type (docs/spec/flow/validation.md#file-upload)',
  }),
  'upload.file.tooBig': msg({
    message: 'This file is too big. Upload a file smaller than {maxMegabytes} MB.',
    comment: 'Error under the document file field, or global error, when the upload is over the size limit',
  }),
  'upload.image.tooManyPixels': msg({
    message: 'This image is too large. Upload an image of at most {maxMegapixels} megapixels.',
    comment: 'Error under the document file field when the image has too many pixels',
  }),
  'upload.image.damaged': msg({
    message: 'We could not read this file. It may be damaged. Upload another one.',
    comment: 'Error under the document file field when the image cannot be decoded',
  }),
  'upload.image.tooSmall': msg({
    message: 'This photo is too small to read. Take it again with the document filling the frame (at least {minWidth} × {minHeight} pixels).',
    comment: 'Photo-quality error under the document file field (docs/spec/flow/errors.md#uploads)',
  }),
  'upload.image.blurred': msg({
    message: 'This photo is blurred. Hold the document still, in good light, and take the photo again.',
    comment: 'Photo-quality error under the document file field (docs/spec/flow/errors.md#uploads)',
  }),
  'upload.image.blank': msg({
    message: 'This photo is blank. Check that nothing covers the camera and take the photo again.',
    comment: 'Photo-quality error under the document file field (docs/spec/flow/errors.md#uploads)',
  }),
  'upload.mrz.invalid': msg({
    message: 'We could not read the machine-readable lines of your document. Take the photo again with those lines sharp and whole.',
    comment: 'Photo-quality error when the machine-readable zone found on the photo cannot be read with valid check digits',
  }),
  'upload.notDocument': msg({
    message: 'This does not look like an identity document. Take a photo of the page with your photo, or of the side with the machine-readable lines.',
    comment: 'Error under the document photo when it shows neither a face nor machine-readable lines',
  }),
  'scan.face.notFound': msg({
    message: 'We could not find a face in this photo. Look straight at the camera in good light and take it again.',
    comment: 'Error on a selfie or liveness photo without a face',
  }),
  'scan.face.many': msg({
    message: 'There is more than one face in this photo. Make sure only you are in the picture and take it again.',
    comment: 'Error on a selfie or liveness photo with several faces',
  }),
  'scan.liveness.turn': msg({
    message: 'Your head was not turned as asked. Follow the instruction on the screen and take the photo again.',
    comment: 'Error on an active liveness photo whose head turn does not match the asked direction',
  }),
  'document.faceMismatch': msg({
    message: 'Your selfie does not match the photo in your document. Try again, or continue and send it later.',
    comment: 'Upload failed screen text (uploadActionError) when the selfie is not the document holder',
  }),
  'document.notVerified': msg({
    message: 'We could not verify your document. Try again, or continue and send it later.',
    comment: 'Upload failed screen text (uploadActionError) when the document did not pass the checks',
  }),
  'document.expired': msg({
    message: 'Your document has expired. Try again with a valid document, or continue and send it later.',
    comment: 'Upload failed screen text (uploadActionError) when the document has expired',
  }),
  'document.manualReview': msg({
    message: 'We could not check your file automatically. Try again with a photo (JPG or PNG), or continue and we will check it later.',
    comment: 'Upload failed screen text (uploadActionError) for a file only a person can check, such as a PDF',
  }),
  'document.sentFromPhone': msg({
    message: 'Your document has been sent. Continue your registration on your computer.',
    comment: 'Return to desktop screen on the phone after a verified upload',
  }),
  'document.notVerifiedOnPhone': msg({
    message: 'We could not verify your document. Continue on your computer, where you can try again or send it later.',
    comment: 'Return to desktop screen on the phone after a failed upload',
  }),
  'document.skippedOnPhone': msg({
    message: 'You can send your document later. Continue your registration on your computer.',
    comment: 'Return to desktop screen on the phone after skipping the upload',
  }),
  'journey.notFound': msg({
    message: 'We could not find this identity check. Start it again.',
    comment: 'Global error when a journey id is unknown or belongs to someone else',
  }),
  'journey.ended': msg({
    message: 'This identity check has ended, so it cannot take more photos. Start a new one.',
    comment: 'Error from the scan backend for a request after the journey ended (docs/spec/widget/states.md#ended-journey, docs/spec/widget/errors.md)',
  }),
  'journey.limit': msg({
    message: 'Too many identity checks were started. Try again in an hour.',
    comment: 'Global error when an application opened too many scan journeys in an hour',
  }),
  'scan.file.tooBig': msg({
    message: 'Your file is too big. Please upload a file that is smaller than 7.5MB.',
    comment: 'docs/spec/widget/validation.md#uploaded-files exact wording: the widget capture is over 7.5 MB',
  }),
  'scan.file.format': msg({
    message: 'Your file is the incorrect format. Please upload one of the accepted formats.',
    comment: 'docs/spec/widget/validation.md#uploaded-files exact wording: the widget capture is not a JPG or PNG',
  }),
  'scan.unauthorized': msg({
    message: 'You are not authorized to access this resource.',
    comment: 'Scan backend error for a missing, unknown or expired scan token (docs/spec/widget/overview.md#roles-and-authorization)',
  }),
  'scan.badRequest': msg({
    message: 'Bad request. Send an image and the step it belongs to.',
    comment: 'Scan backend error (docs/spec/widget/errors.md "Bad request (status 400)")',
  }),
} satisfies Record<string, MessageDescriptor>;
