import { useLingui } from '@lingui/react/macro';
import type { ExampleSubject } from '../ui/ExampleImage';
import type { Device, PhotoStep } from '../../core/types';

/** The texts a capture step shows on the camera, upload and preview screens (docs/spec/widget/screens.md#camera-for-selfie-address-and-covid "captions per type"). */
export interface StepTexts {
  subject: ExampleSubject;
  cameraTitle: string;
  cameraCaption: string;
  uploadTitle: string;
  uploadSubtitle: string;
  previewTitle: string;
  previewSubtitle: Record<Device, string>;
  /** docs/spec/widget/screens.md#photo-guidance preview guidance: good photo, bad angle (not all four corners), covered, blurred. */
  guidance: { good: string; angle: string; covered: string; blurry: string };
}

/** One place for every step's wording, so the three screens of a step never disagree. */
export function useStepTexts(step: PhotoStep): StepTexts {
  const { t } = useLingui();
  const documentGuidance = {
    good: t`All four corners visible, nothing covered, sharp and face on`,
    angle: t`Not all four corners are visible`,
    covered: t`Part of the document is covered`,
    blurry: t`The photo is blurred`,
  };
  const previewSubtitle = {
    desktop: t`Check that every detail is sharp and readable on your screen. If it is not, change the photo.`,
    mobile: t`Zoom in to check that every detail is sharp and readable. If it is not, take a new photo.`,
  };
  switch (step) {
    case 'IDENTITY:FRONT':
      return {
        subject: 'document',
        cameraTitle: t`Front of your identity document`,
        cameraCaption: t`Place the front of your document inside the frame.`,
        uploadTitle: t`Upload the front of your identity document`,
        uploadSubtitle: t`Choose a photo or scan of the side with your photo.`,
        previewTitle: t`Check the photo of the front of your document`,
        previewSubtitle,
        guidance: documentGuidance,
      };
    case 'IDENTITY:BACK':
      return {
        subject: 'document',
        cameraTitle: t`Back of your identity document`,
        cameraCaption: t`Turn your document over and place the back inside the frame.`,
        uploadTitle: t`Upload the back of your identity document`,
        uploadSubtitle: t`Choose a photo or scan of the other side of your document.`,
        previewTitle: t`Check the photo of the back of your document`,
        previewSubtitle,
        guidance: documentGuidance,
      };
    case 'ADDRESS':
      return {
        subject: 'letter',
        cameraTitle: t`Proof of address`,
        cameraCaption: t`Place the whole page of your proof of address inside the frame.`,
        uploadTitle: t`Upload your proof of address`,
        uploadSubtitle: t`For example a bank statement, a utility bill or a tax letter showing your name and address.`,
        previewTitle: t`Check the photo of your proof of address`,
        previewSubtitle,
        guidance: {
          good: t`The whole page visible, nothing covered, sharp and face on`,
          angle: t`Not all four corners are visible`,
          covered: t`Part of the page is covered`,
          blurry: t`The photo is blurred`,
        },
      };
    case 'SELFIE':
      return {
        subject: 'face',
        cameraTitle: t`Selfie`,
        cameraCaption: t`Place your full face inside the frame and look straight at the camera.`,
        uploadTitle: t`Upload a photo of your face`,
        uploadSubtitle: t`We compare it with the photo in your identity document (face match).`,
        previewTitle: t`Check your selfie`,
        previewSubtitle: {
          desktop: t`Check that your full face is visible and sharp. If it is not, change the photo.`,
          mobile: t`Check that your full face is visible and sharp. If it is not, take a new photo.`,
        },
        guidance: {
          good: t`Full face visible, looking straight at the camera`,
          angle: t`The face is turned away`,
          covered: t`The face is covered`,
          blurry: t`The photo is blurred`,
        },
      };
    case 'COVID':
      return {
        subject: 'certificate',
        cameraTitle: t`Covid pass`,
        cameraCaption: t`Place your Covid pass inside the frame, with its QR code visible.`,
        uploadTitle: t`Upload your Covid pass`,
        uploadSubtitle: t`Choose a photo or scan of your Covid pass with its QR code visible.`,
        previewTitle: t`Check the photo of your Covid pass`,
        previewSubtitle,
        guidance: {
          good: t`The whole pass visible, QR code sharp`,
          angle: t`Not all four corners are visible`,
          covered: t`Part of the pass is covered`,
          blurry: t`The photo is blurred`,
        },
      };
  }
}
