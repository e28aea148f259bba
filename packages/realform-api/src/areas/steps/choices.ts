import type { Currency, Device, UploadDocumentType, UploadMethod } from '@onboarding/dictionaries';
import { currenciesFor } from '@onboarding/dictionaries';
import {
  currencyChoiceSchema,
  dataUploadChoiceSchema,
  mobileDesktopChoiceSchema,
  uploadDocumentTypeFieldSchema,
} from './fields';
import { optionalNumber, parsed, problemOf, stepRequest } from './stepRequest';

/** POST form-{pl|eu}/data-upload-choice: 1 manual, 2 digital, 3 mobile (docs/spec/flow/entities.md). */
export const dataUploadChoiceRequestSchema = stepRequest(
  { dataUploadChoice: optionalNumber },
  (input) => ({ dataUploadChoice: problemOf(dataUploadChoiceSchema, input.dataUploadChoice) }),
  (input) => ({ dataUploadChoice: parsed(dataUploadChoiceSchema, input.dataUploadChoice) as UploadMethod }),
);

/** POST form-{pl|eu}/mobile-desktop-choice (docs/spec/flow/calls.md#named-actions action SELECT_MOBILE_DESKTOP): 1 mobile, 2 desktop. */
export const mobileDesktopChoiceRequestSchema = stepRequest(
  { mobileDesktopChoice: optionalNumber },
  (input) => ({ mobileDesktopChoice: problemOf(mobileDesktopChoiceSchema, input.mobileDesktopChoice) }),
  (input) => ({ mobileDesktopChoice: parsed(mobileDesktopChoiceSchema, input.mobileDesktopChoice) as Device }),
);

/** POST form-{pl|eu}/desktop-document-choice: the document to photograph, in the upload numbering (1 passport, 2 ID, 11 other). */
export const desktopDocumentChoiceRequestSchema = stepRequest(
  { documentType: optionalNumber },
  (input) => ({ documentType: problemOf(uploadDocumentTypeFieldSchema, input.documentType) }),
  (input) => ({ documentType: parsed(uploadDocumentTypeFieldSchema, input.documentType) as UploadDocumentType }),
);

/** POST form-{pl|eu}/currency-choice (docs/spec/flow/calls.md#step-calls action CURRENCY): a currency offered in the request's locale (docs/spec/flow/validation.md#currency). */
export const currencyChoiceRequestSchema = stepRequest(
  { currencyChoice: optionalNumber },
  (input) => {
    const problem = problemOf(currencyChoiceSchema, input.currencyChoice);
    if (problem) return { currencyChoice: problem };
    return { currencyChoice: currenciesFor(input.languageCode).includes(input.currencyChoice as Currency) ? undefined : 'currencyChoice.unavailable' };
  },
  (input) => ({ currencyChoice: parsed(currencyChoiceSchema, input.currencyChoice) as Currency }),
);

/** POST form-{pl|eu}/upload-summary (docs/spec/flow/calls.md#named-actions action UPLOAD_SUMMARY) and upload-try-again (UPLOAD_TRY_AGAIN): no fields of their own. */
export const emptyStepRequestSchema = stepRequest({}, () => ({}), () => ({}));

