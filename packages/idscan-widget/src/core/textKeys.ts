import type { MessageDescriptor, Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The texts a host may replace (`texts` option; docs/texts.md), by a stable key. Each key stands for one message of
 * the widget's catalog: the host's wording replaces the widget's own in the locale it is given for. The keys stay
 * when the widget's English wording changes (src/core/textKeys.test.ts checks each still names a message a screen
 * shows, and only there).
 */
export const TEXT_KEYS = {
  'initialising.title': msg`Getting ready`,
  'journeySelect.title': msg`Choose a journey`,
  'terms.title': msg`Terms and conditions`,
  /** Rich: paragraphs and links (see `parseTermsText`), never set into the catalog. */
  'terms.text': msg`To verify your identity we take photos of your identity document and of your face, read the document's machine-readable zone, compare your face with the document's photo and, when the check asks for it, make sure from a few pictures of your face that you are there in person. The photos and the data are used only for this verification and are kept as the law requires.`,
  'terms.agree': msg`I agree`,
  'terms.disagree': msg`I disagree`,
  'userInput.title': msg`Your details`,
  'gateway.title': msg`Allow access to your camera`,
  'gateway.text': msg`We need your camera to take photos of your documents. After a short guide to taking a good photo, your browser may ask for permission to use the camera: choose Allow.`,
  'noCamera.title': msg`No camera found`,
  'noCamera.text': msg`This device has no camera. Please try again on another device, such as your phone.`,
  'instructions.title': msg`How to take a picture`,
  'instructions.confirm': msg`Let's take the picture`,
  'identityFront.cameraTitle': msg`Front of your identity document`,
  'identityFront.cameraCaption': msg`Place the front of your document inside the frame.`,
  'identityFront.uploadTitle': msg`Upload the front of your identity document`,
  'identityFront.uploadSubtitle': msg`Choose a photo or scan of the side with your photo.`,
  'identityFront.previewTitle': msg`Check the photo of the front of your document`,
  'identityFront.refusedTitle': msg`We could not verify the front of your document`,
  'identityBack.cameraTitle': msg`Back of your identity document`,
  'identityBack.cameraCaption': msg`Turn your document over and place the back inside the frame.`,
  'identityBack.uploadTitle': msg`Upload the back of your identity document`,
  'identityBack.uploadSubtitle': msg`Choose a photo or scan of the other side of your document.`,
  'identityBack.previewTitle': msg`Check the photo of the back of your document`,
  'identityBack.refusedTitle': msg`We could not verify the back of your document`,
  'address.cameraCaption': msg`Place the whole page of your proof of address inside the frame.`,
  'address.uploadTitle': msg`Upload your proof of address`,
  'address.uploadSubtitle': msg`For example a bank statement, a utility bill or a tax letter showing your name and address.`,
  'address.previewTitle': msg`Check the photo of your proof of address`,
  'address.refusedTitle': msg`We could not verify your proof of address`,
  'selfie.cameraTitle': msg`Selfie`,
  'selfie.cameraCaption': msg`Place your full face inside the frame and look straight at the camera.`,
  'selfie.uploadTitle': msg`Upload a photo of your face`,
  'selfie.uploadSubtitle': msg`We compare it with the photo in your identity document (face match).`,
  'selfie.previewTitle': msg`Check your selfie`,
  'selfie.refusedTitle': msg`We could not verify your selfie`,
  'covid.cameraCaption': msg`Place your Covid pass inside the frame, with its QR code visible.`,
  'covid.uploadTitle': msg`Upload your Covid pass`,
  'covid.uploadSubtitle': msg`Choose a photo or scan of your Covid pass with its QR code visible.`,
  'covid.previewTitle': msg`Check the photo of your Covid pass`,
  'covid.refusedTitle': msg`We could not verify your Covid pass`,
  'liveness.passiveTitle': msg`Take a picture of your face`,
  'liveness.refusedTitle': msg`We could not complete the liveness check`,
  'scanner.title': msg`Scan your document`,
  'finishing.title': msg`Checking your documents`,
  'finishing.text': msg`This takes a few seconds. Please do not close this page.`,
  'ended.title': msg`Thank you`,
  'ended.text': msg`Your documents have been sent.`,
  'ended.cancelledTitle': msg`Journey cancelled`,
} as const satisfies Record<string, MessageDescriptor>;

/** A key of a text the host may replace (docs/texts.md). */
export type TextKey = keyof typeof TEXT_KEYS;

/** The host's wording by locale (product codes: `en`, `pl`, `ua`, `cz`, …), then by text key. */
export type TextOverrides = Readonly<Partial<Record<string, Readonly<Partial<Record<TextKey, string>>>>>>;

/** Keys whose text is rendered with structure (paragraphs, links) rather than set into the catalog. */
const RICH_KEYS: ReadonlySet<TextKey> = new Set(['terms.text']);

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(TEXT_KEYS, key);
}

/**
 * The widget's compiled messages of a locale with the host's wording in place of its own. A host's text is shown as
 * it is (a literal: no placeholders, no markup).
 */
export function withTextOverrides(messages: Messages, overrides: TextOverrides | undefined, locale: string): Messages {
  const own = overrides?.[locale];
  if (!own) return messages;
  const merged: Messages = { ...messages };
  for (const [key, text] of Object.entries(own)) {
    if (!isTextKey(key) || RICH_KEYS.has(key) || typeof text !== 'string') continue;
    merged[TEXT_KEYS[key].id] = [text];
  }
  return merged;
}
