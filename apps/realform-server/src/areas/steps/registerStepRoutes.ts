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
import { postForm } from '../../http/postForm';
import { TRANSLATION_LIST_ROUTE, translationListsRoute } from './translationListsRoute';


/** The steps area's routes (see the server README, "Steps"). */
export function registerStepRoutes(app: Hono<AppEnv>, deps: AppDeps & { postalAddressLookup?: PostalAddressLookup }): void {
  postForm(app, 'data-upload-choice', dataUploadChoiceRoute(deps));
  postForm(app, 'mobile-desktop-choice', mobileDesktopChoiceRoute(deps));
  postForm(app, 'desktop-document-choice', desktopDocumentChoiceRoute(deps));
  postForm(app, 'upload-summary', uploadSummaryRoute(deps));
  postForm(app, 'upload-try-again', uploadTryAgainRoute(deps));
  postForm(app, 'personal-data-confirm', personalDataRoute(deps));
  postForm(app, 'address-details', addressRoute(deps));
  postForm(app, 'tax-office-details', taxResidencesRoute(deps));
  postForm(app, 'currency-choice', currencyRoute(deps));
  postForm(app, 'declaration-acceptance', declarationsRoute(deps));
  postForm(app, 'risk-assessment', riskAssessmentRoute(deps));
  postForm(app, 'summary-and-payment-choice', summaryAndPaymentChoiceRoute(deps));
  postForm(app, 'get-dictionaries-list', dictionariesRoute(deps));
  postForm(app, 'get-postal-code-addresses', postalCodeRoute(deps, deps.postalAddressLookup ?? localPostalAddressLookup()));
  app.get(TRANSLATION_LIST_ROUTE, translationListsRoute(deps));
}
