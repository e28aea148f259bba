import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { addressRoute, currencyRoute, declarationsRoute, personalDataRoute, riskAssessmentRoute, taxResidencesRoute } from './dataStepRoutes';
import { dictionariesRoute } from './dictionariesRoute';
import {
  dataUploadChoiceRoute,
  desktopDocumentChoiceRoute,
  mobileDesktopChoiceRoute,
  uploadSummaryRoute,
  uploadTryAgainRoute,
} from './identityRoutes';
import { registerPaymentRoutes } from '../payments/registerPaymentRoutes';
import type { PostalAddressLookup } from './postalAddressLookup';
import { localPostalAddressLookup } from './postalAddressLookup';
import { postalCodeRoute } from './postalCodeRoute';
import { compressedJson } from '../../http/contentEncoding';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import { TRANSLATION_LIST_ROUTE, translationListsRoute } from './translationListsRoute';


/** The steps area's routes (see the server README, "Steps"). */
export function registerStepRoutes(app: Hono<AppEnv>, deps: AppDeps & { postalAddressLookup?: PostalAddressLookup }): void {
  postForm(app, 'data-upload-choice', APPLICANT, dataUploadChoiceRoute(deps));
  postForm(app, 'mobile-desktop-choice', APPLICANT, mobileDesktopChoiceRoute(deps));
  postForm(app, 'desktop-document-choice', APPLICANT, desktopDocumentChoiceRoute(deps));
  postForm(app, 'upload-summary', APPLICANT, uploadSummaryRoute(deps));
  postForm(app, 'upload-try-again', APPLICANT, uploadTryAgainRoute(deps));
  postForm(app, 'personal-data-confirm', APPLICANT, personalDataRoute(deps));
  postForm(app, 'address-details', APPLICANT, addressRoute(deps));
  postForm(app, 'tax-office-details', APPLICANT, taxResidencesRoute(deps));
  postForm(app, 'currency-choice', APPLICANT, currencyRoute(deps));
  postForm(app, 'declaration-acceptance', APPLICANT, declarationsRoute(deps));
  postForm(app, 'risk-assessment', APPLICANT, riskAssessmentRoute(deps));
  // summary-and-payment-choice and get-summary: the payments area (areas/payments).
  registerPaymentRoutes(app, deps);
  // Public lists (no secret in them): sent compressed (issue 21).
  postForm(app, 'get-dictionaries-list', APPLICANT, compressedJson(dictionariesRoute(deps)));
  postForm(app, 'get-postal-code-addresses', APPLICANT, postalCodeRoute(deps, deps.postalAddressLookup ?? localPostalAddressLookup()));
  route(app, 'GET', TRANSLATION_LIST_ROUTE, NO_SESSION, compressedJson(translationListsRoute(deps)));
}
