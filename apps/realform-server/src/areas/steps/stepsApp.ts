import { Hono } from 'hono';
import type { AppDeps, CallDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';
import { compressedJson } from '../../http/contentEncoding';
import { postForm } from '../../http/postForm';
import { APPLICANT, NO_SESSION, route } from '../../http/routeAccess';
import { addressRoute, currencyRoute, declarationsRoute, getAnswersRoute, personalDataRoute, riskAssessmentRoute, taxResidencesRoute } from './dataStepRoutes';
import { dictionariesRoute } from './dictionariesRoute';
import { dataUploadChoiceRoute, desktopDocumentChoiceRoute, mobileDesktopChoiceRoute, uploadSummaryRoute, uploadTryAgainRoute } from './identityRoutes';
import type { PostalAddressLookup } from './postalAddressLookup';
import { localPostalAddressLookup } from './postalAddressLookup';
import { postalCodeRoute } from './postalCodeRoute';
import { TRANSLATION_LIST_ROUTE, translationListsRoute } from './translationListsRoute';

/** What the steps area reads: the call pipeline, the brands' settings, and (tests) a postal-code look-up of their own. */
export type StepsDeps = CallDeps & Pick<AppDeps, 'brandSettings'> & { postalAddressLookup?: PostalAddressLookup };

/**
 * The steps area (server README "Steps"): the identity choices, the data steps, and the public lists they use.
 * summary-and-payment-choice and get-summary are the payments area's (src/areas/payments).
 */
export function stepsApp(deps: StepsDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
  // The applicant's own answers, for a new tab of the session: never the hand-off phone's (APPLICANT only).
  postForm(app, 'get-answers', APPLICANT, getAnswersRoute(deps));
  // Public lists (no secret in them): sent compressed (issue 21).
  postForm(app, 'get-dictionaries-list', APPLICANT, compressedJson(dictionariesRoute(deps)));
  postForm(app, 'get-postal-code-addresses', APPLICANT, postalCodeRoute(deps, deps.postalAddressLookup ?? localPostalAddressLookup()));
  route(app, 'GET', TRANSLATION_LIST_ROUTE, NO_SESSION, compressedJson(translationListsRoute(deps)));
  return app;
}
