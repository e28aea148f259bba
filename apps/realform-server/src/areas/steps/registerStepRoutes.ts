import { REALFORM_PREFIX } from '@onboarding/realform-api';
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
import { summaryAndPaymentChoiceRoute } from './paymentRoute';
import type { PostalAddressLookup } from './postalAddressLookup';
import { localPostalAddressLookup } from './postalAddressLookup';
import { postalCodeRoute } from './postalCodeRoute';

const FORM = `${REALFORM_PREFIX}/:form{form-pl|form-eu}`;

/** The steps area's routes (see the server README, "Steps"). */
export function registerStepRoutes(app: Hono<AppEnv>, deps: AppDeps & { postalAddressLookup?: PostalAddressLookup }): void {
  app.post(`${FORM}/data-upload-choice`, dataUploadChoiceRoute(deps));
  app.post(`${FORM}/mobile-desktop-choice`, mobileDesktopChoiceRoute(deps));
  app.post(`${FORM}/desktop-document-choice`, desktopDocumentChoiceRoute(deps));
  app.post(`${FORM}/upload-summary`, uploadSummaryRoute(deps));
  app.post(`${FORM}/upload-try-again`, uploadTryAgainRoute(deps));
  app.post(`${FORM}/personal-data-confirm`, personalDataRoute(deps));
  app.post(`${FORM}/address-details`, addressRoute(deps));
  app.post(`${FORM}/tax-office-details`, taxResidencesRoute(deps));
  app.post(`${FORM}/currency-choice`, currencyRoute(deps));
  app.post(`${FORM}/declaration-acceptance`, declarationsRoute(deps));
  app.post(`${FORM}/risk-assessment`, riskAssessmentRoute(deps));
  app.post(`${FORM}/summary-and-payment-choice`, summaryAndPaymentChoiceRoute(deps));
  app.post(`${FORM}/get-dictionaries-list`, dictionariesRoute(deps));
  app.post(`${FORM}/get-postal-code-addresses`, postalCodeRoute(deps, deps.postalAddressLookup ?? localPostalAddressLookup()));
}
