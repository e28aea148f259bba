import type { CallRoute } from '../../contract/callRoutes';
import { standardResponseSchema } from '../../contract/standardResponse';
import { dictionariesListResponseSchema } from './dictionariesList';
import { postalCodeAddressesResponseSchema } from './postalCodeAddressesResponse';

const form = (path: string) => ({ base: 'form', path, response: standardResponseSchema }) as const;

/**
 * Where the steps area's calls live and what they answer (the package README lists them with the docs/spec/flow/calls.md#call-table actions
 * they implement). Every data step answers the standard response; `next` is the step the server moved the
 * application to. The request schemas are joined in `STEP_CALLS`.
 */
export const STEP_CALL_ROUTES = {
  dataUploadChoice: form('data-upload-choice'),
  mobileDesktopChoice: form('mobile-desktop-choice'),
  desktopDocumentChoice: form('desktop-document-choice'),
  uploadSummary: form('upload-summary'),
  uploadTryAgain: form('upload-try-again'),
  personalDataConfirm: form('personal-data-confirm'),
  addressDetails: form('address-details'),
  taxOfficeDetails: form('tax-office-details'),
  currencyChoice: form('currency-choice'),
  declarationAcceptance: form('declaration-acceptance'),
  riskAssessment: form('risk-assessment'),
  summaryAndPaymentChoice: form('summary-and-payment-choice'),
  // The summary screen's data (issue 17): the stored answers and the payment offer, also after a gateway's return. The
  // table keeps the client small: the screen reads the answer with `summaryResponseSchema` itself.
  getSummary: form('get-summary'),
  // Every stored answer and the entry's residence country, at any step: what a new tab of the same session (a deep
  // link, a reopened browser) needs so that its forms start from what the applicant gave, not empty.
  getAnswers: form('get-answers'),
  getDictionariesList: { base: 'form', path: 'get-dictionaries-list', response: dictionariesListResponseSchema },
  getPostalCodeAddresses: { base: 'form', path: 'get-postal-code-addresses', response: postalCodeAddressesResponseSchema },
} as const satisfies Record<string, CallRoute>;
