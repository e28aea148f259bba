import { withRequests } from '../../contract/callTables';
import { addressRequestSchema } from './address';
import { STEP_CALL_ROUTES } from './callRoutes';
import {
  currencyChoiceRequestSchema,
  dataUploadChoiceRequestSchema,
  desktopDocumentChoiceRequestSchema,
  emptyStepRequestSchema,
  mobileDesktopChoiceRequestSchema,
} from './choices';
import { summaryAndPaymentChoiceRequestSchema, summaryRequestSchema } from '../../contract/paymentsRequests';
import { declarationsRequestSchema } from './declarations';
import { dictionariesListRequestSchema } from './dictionariesList';
import { personalDataRequestSchema } from './personalData';
import { postalCodeAddressesRequestSchema } from './postalCodeAddresses';
import { riskAssessmentRequestSchema } from './riskAssessment';
import { taxResidencesRequestSchema } from './taxResidences';

/**
 * The steps area's calls: their routes (`STEP_CALL_ROUTES`) with the request schema the server validates each
 * body with.
 */
export const STEP_CALLS = withRequests(STEP_CALL_ROUTES, {
  dataUploadChoice: dataUploadChoiceRequestSchema,
  mobileDesktopChoice: mobileDesktopChoiceRequestSchema,
  desktopDocumentChoice: desktopDocumentChoiceRequestSchema,
  uploadSummary: emptyStepRequestSchema,
  uploadTryAgain: emptyStepRequestSchema,
  personalDataConfirm: personalDataRequestSchema,
  addressDetails: addressRequestSchema,
  taxOfficeDetails: taxResidencesRequestSchema,
  currencyChoice: currencyChoiceRequestSchema,
  declarationAcceptance: declarationsRequestSchema,
  riskAssessment: riskAssessmentRequestSchema,
  summaryAndPaymentChoice: summaryAndPaymentChoiceRequestSchema,
  getSummary: summaryRequestSchema,
  getAnswers: summaryRequestSchema,
  getDictionariesList: dictionariesListRequestSchema,
  getPostalCodeAddresses: postalCodeAddressesRequestSchema,
});
