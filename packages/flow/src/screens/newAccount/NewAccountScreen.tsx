import { Trans, useLingui } from '@lingui/react/macro';
import { isEuCountry, residenceRoute, toBcp47, type CountryCode, type Locale } from '@onboarding/dictionaries';
import { Loader } from '@onboarding/form-fields';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFocusHeadingOnPhaseChange } from '../../a11y/useFocusHeadingOnPhaseChange';
import { useFlow } from '../../api/FlowContext';
import type { BrandConfig } from '../../brand/BrandConfig';
import { TIME_TO_FINISH } from '../../constants';
import { withChunkTimeout } from '../../routing/lazyScreen';
import { useHistoryPhase } from '../../routing/useHistoryPhase';
import { useDraftStore } from '../../stores/draftStore';
import { useTimeToFinish } from '../../stores/progressStore';
import { isReturningVisitor } from '../../stores/returningVisitor';
import { IntroPanel } from './IntroPanel';

// The entry route shows the intro first: the questions and the registration form (with the field rules and
// the country list) load after it, while the applicant reads — the entry stays small (issue 7 budget).
const loadResidenceStep = () => withChunkTimeout(() => import('./ResidenceStep'));
const loadQuestionStep = () => withChunkTimeout(() => import('./QuestionStep'));
const loadRegistrationForm = () => withChunkTimeout(() => import('./RegistrationForm'));
const loadNonEuResidentPanel = () => withChunkTimeout(() => import('./NonEuResidentPanel'));
const ResidenceStep = lazy(() => loadResidenceStep().then((module) => ({ default: module.ResidenceStep })));
const QuestionStep = lazy(() => loadQuestionStep().then((module) => ({ default: module.QuestionStep })));
const RegistrationForm = lazy(() => loadRegistrationForm().then((module) => ({ default: module.RegistrationForm })));
const NonEuResidentPanel = lazy(() => loadNonEuResidentPanel().then((module) => ({ default: module.NonEuResidentPanel })));

const PHASES = ['intro', 'residence', 'language', 'euAddress', 'register', 'nonEu'] as const;
type Phase = (typeof PHASES)[number];

/** The page of a country's own-language onboarding (docs/spec/flow/constants.md#countries), or null when this page already is it. */
export function ownLanguagePage(brand: BrandConfig, country: CountryCode, locale: Locale): { url: string; locale: string } | null {
  const page = brand.ownLanguagePages[country];
  if (!page || page.locale === locale) return null;
  // The own-language pages are the international brand's: on its host when it has one of its own (issue 17).
  const host = brand.brand === 'eu' ? '' : (brand.brandOrigins?.eu ?? '');
  return { locale: page.locale, url: page.url ?? `${host}/eu-${page.locale}/onboarding/?lang=${encodeURIComponent(country)}` };
}

/**
 * newAccount, the entry screen (docs/spec/flow/screens.md#newaccount, docs/spec/flow/states.md#entry-flow "Entry flow"): intro, residence, then — when the country has its own
 * language page — the language question, Ukraine's EU-address question, or a redirect for non-EU residents (without
 * the broker's page for them, a message that no account can be opened); then registration.
 */
export function NewAccountScreen() {
  const { t, i18n } = useLingui();
  const { brand, locale } = useFlow();
  const draft = useDraftStore();
  useTimeToFinish(TIME_TO_FINISH.newAccount);
  // The phases share the entry's address; each is an entry of the browser's history, so Back goes to the phase before
  // and a reload stays on the phase (useHistoryPhase). A history entry without one starts at the intro, or at the
  // registration form once the residence questions are answered.
  const [requested, goToPhase] = useHistoryPhase(PHASES);
  // docs/spec/flow/entities.md#local-storage-and-cookies's returning-visitor flag: read once, so starting a new application does not change the intro under the hand.
  const [returning] = useState(isReturningVisitor);
  const country = draft.residenceCountry;
  const page = country ? ownLanguagePage(brand, country, locale) : null;
  const phase = shownPhase(requested ?? (draft.residenceDone ? 'register' : 'intro'));
  useFocusHeadingOnPhaseChange(phase);
  const setPhase = (next: Phase) => void goToPhase(next, phase);

  useEffect(() => {
    // Fetched once the intro is on screen, so "Start" finds the next phases ready.
    // A failed prefetch costs nothing: the phase loads again when it is shown, and reports there.
    const prefetch = () => void Promise.all([loadResidenceStep(), loadQuestionStep(), loadRegistrationForm()]).catch(() => {});
    const idle = globalThis.requestIdleCallback;
    if (typeof idle === 'function') {
      const handle = idle(prefetch, { timeout: 2_000 });
      return () => globalThis.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 200);
    return () => clearTimeout(timer);
  }, []);

  // docs/spec/flow/states.md#entry-flow entry flow 2 and docs/spec/flow/constants.md#countries: non-EU residents go to the broker's non-EU application page; a broker without one
  // (brand setting unset) gets them told here instead.
  const nonEuResident = () => {
    if (brand.nonEuPageUrl) window.location.assign(brand.nonEuPageUrl);
    else setPhase('nonEu');
  };

  const continueAfterLanguage = (residence: CountryCode) => {
    if (isEuCountry(residence)) {
      draft.update({ residenceDone: true });
      setPhase('register');
    } else {
      nonEuResident();
    }
  };

  const onResidence = (residence: CountryCode, confirmed: boolean) => {
    // An answer given again (after Back) decides afresh: registration opens only once the questions after it are answered.
    draft.update({ residenceCountry: residence, residenceConfirm: confirmed ? true : draft.residenceConfirm, residenceDone: false });
    // docs/spec/flow/states.md#entry-flow entry flow 3, by the dictionaries' one rule (residenceRoute; issue 17): a resident of Ukraine is asked
    // whether they have an EU address — on every page, not only the Ukrainian one.
    if (residenceRoute(residence, { ownLanguagePages: [] }) === 'askEuAddress') {
      setPhase('euAddress');
      return;
    }
    if (ownLanguagePage(brand, residence, locale)) {
      setPhase('language');
      return;
    }
    continueAfterLanguage(residence);
  };

  return (
    <Suspense fallback={<Loader label={t`Loading…`} />}>
      {renderPhase()}
    </Suspense>
  );

  /**
   * The phase a history entry asked for, when what it needs is still so; otherwise the residence question. Forward to
   * the registration form after another answer on the residence question (a country outside the EU) does not open it.
   */
  function shownPhase(wanted: Phase): Phase {
    switch (wanted) {
      case 'register':
        return draft.residenceDone ? wanted : 'residence';
      case 'language':
        return page ? wanted : 'residence';
      case 'euAddress':
        return country && residenceRoute(country, { ownLanguagePages: [] }) === 'askEuAddress' ? wanted : 'residence';
      case 'nonEu':
        return country ? wanted : 'residence';
      default:
        return wanted;
    }
  }

  function renderPhase() {
    switch (phase) {
      case 'intro':
        return <IntroPanel onStart={() => setPhase('residence')} video={brand.introVideo} returning={returning} />;
      case 'residence':
        return <ResidenceStep locale={locale} onContinue={onResidence} />;
      case 'euAddress':
        return (
          <QuestionStep
            name="euAddress"
            heading={<Trans>Your address</Trans>}
            question={t`Do you have an address in the European Union?`}
            onAnswer={(yes) => {
              if (!yes) nonEuResident();
              else {
                draft.update({ residenceDone: true });
                setPhase('register');
              }
            }}
          />
        );
      case 'language': {
        const languageName = page
          ? (new Intl.DisplayNames([toBcp47(i18n.locale as Locale)], { type: 'language' }).of(toBcp47(page.locale as Locale)) ?? page.locale)
          : '';
        return (
          <QuestionStep
            name="chooseLanguage"
            heading={<Trans>Choose your language</Trans>}
            question={t`We have a page in ${languageName} for your country. Would you like to continue in ${languageName}?`}
            onAnswer={(yes) => {
              draft.update({ chooseLanguage: yes });
              if (yes && page) window.location.assign(page.url);
              else if (country) continueAfterLanguage(country);
            }}
          />
        );
      }
      case 'register':
        return <RegistrationForm />;
      case 'nonEu':
        return country ? (
          <NonEuResidentPanel country={country} locale={locale} onChangeCountry={() => setPhase('residence')} />
        ) : (
          <ResidenceStep locale={locale} onContinue={onResidence} />
        );
    }
  }
}
