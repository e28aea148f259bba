import type { CallDefinition } from '../../contract/calls';
import { standardResponseSchema } from '../../contract/standardResponse';
import { addressRequestSchema } from './address';
import {
  currencyChoiceRequestSchema,
  dataUploadChoiceRequestSchema,
  desktopDocumentChoiceRequestSchema,
  emptyStepRequestSchema,
  mobileDesktopChoiceRequestSchema,
  summaryAndPaymentChoiceRequestSchema,
} from './choices';
import { declarationsRequestSchema } from './declarations';
import { dictionariesListRequestSchema, dictionariesListResponseSchema } from './dictionariesList';
import { personalDataRequestSchema } from './personalData';
import { postalCodeAddressesRequestSchema, postalCodeAddressesResponseSchema } from './postalCodeAddresses';
import { riskAssessmentRequestSchema } from './riskAssessment';
import { taxResidencesRequestSchema } from './taxResidences';

const form = <TRequest extends CallDefinition['request']>(path: string, request: TRequest) =>
  ({ base: 'form', path, request, response: standardResponseSchema }) as const;

/**
 * The steps area's calls (the package README lists them with the S0 §7 actions they implement). Every data
 * step answers the standard response; `next` is the step the server moved the application to.
 */
export const STEP_CALLS = {
  dataUploadChoice: form('data-upload-choice', dataUploadChoiceRequestSchema),
  mobileDesktopChoice: form('mobile-desktop-choice', mobileDesktopChoiceRequestSchema),
  desktopDocumentChoice: form('desktop-document-choice', desktopDocumentChoiceRequestSchema),
  uploadSummary: form('upload-summary', emptyStepRequestSchema),
  uploadTryAgain: form('upload-try-again', emptyStepRequestSchema),
  personalDataConfirm: form('personal-data-confirm', personalDataRequestSchema),
  addressDetails: form('address-details', addressRequestSchema),
  taxOfficeDetails: form('tax-office-details', taxResidencesRequestSchema),
  currencyChoice: form('currency-choice', currencyChoiceRequestSchema),
  declarationAcceptance: form('declaration-acceptance', declarationsRequestSchema),
  riskAssessment: form('risk-assessment', riskAssessmentRequestSchema),
  summaryAndPaymentChoice: form('summary-and-payment-choice', summaryAndPaymentChoiceRequestSchema),
  getDictionariesList: {
    base: 'form',
    path: 'get-dictionaries-list',
    request: dictionariesListRequestSchema,
    response: dictionariesListResponseSchema,
  },
  getPostalCodeAddresses: {
    base: 'form',
    path: 'get-postal-code-addresses',
    request: postalCodeAddressesRequestSchema,
    response: postalCodeAddressesResponseSchema,
  },
} as const satisfies Record<string, CallDefinition>;
