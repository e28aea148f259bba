import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../../stories/play';
import { answer, fieldErrors, globalError, NEVER_ANSWERS } from '../../../stories/realformHandlers';

/** taxOfficeDetails (docs/spec/flow/screens.md#personaldataconfirm): up to three tax residences, each with a country and a TIN, or for Poland office and PESEL. */
const pole: FlowScenario = { path: '/tax-residence', draft: { residenceCountry: 'PL', personalData: { citizenship: 'PL', pesel: '90052712343' }, address: { country: 'PL' } } };
const foreigner: FlowScenario = { path: '/tax-residence', draft: { residenceCountry: 'FR', personalData: { citizenship: 'FR' }, address: { country: 'FR' } } };

const POLE_FILLED = { taxResidenceFlag: 3, firstTaxCountry: 'PL', firstPolandTaxOfficeId: 1073, firstPolandTaxResidentPesel: '90052712343' };
const FRENCH_TIN = { taxResidenceFlag: 1, firstTaxCountry: 'FR', firstTinNumber: '3023217600053' };

const withTax = (scenario: FlowScenario, taxResidences: Record<string, unknown>): FlowScenario => ({ ...scenario, draft: { ...scenario.draft, taxResidences } });

const meta = {
  title: 'Flow/Data/Tax residence',
  ...flowMeta(pole),
};
export default meta;

/** A Pole living in Poland (flag 3): the tax office to choose, the PESEL given before. */
export const PoleEmpty = { ...flowStory(pole), tags: ['visual'] };

export const PoleFilled = flowStory(withTax(pole, POLE_FILLED));

/** A foreigner living in Poland (flag 2): the fixed Warsaw office 1076 (docs/spec/flow/states.md#tax-residence). */
export const ForeignerInPoland = flowStory({ path: '/tax-residence', draft: { residenceCountry: 'PL', personalData: { citizenship: 'UA' }, address: { country: 'PL' } } });

/** A foreigner living abroad (flag 1): country and TIN. */
export const ForeignerWithTin = flowStory(withTax(foreigner, FRENCH_TIN));

/** docs/spec/flow/states.md#tax-residence: 'no TIN' ticked reveals three reasons; 'other' reveals a free-text reason. */
export const NoTinOtherReason = flowStory(
  withTax(foreigner, { taxResidenceFlag: 1, firstTaxCountry: 'FR', firstNoTinNumber: true, firstNoTinNumberReason: 3, firstNoTinNumberOtherReason: 'My country of residence does not issue one to students.' }),
);

/** docs/spec/flow/states.md#tax-residence: three residences, the add link hidden at three; the second without a TIN (not issued). */
export const ThreeResidences = flowStory(
  withTax(foreigner, {
    ...FRENCH_TIN,
    addSecondTaxCountry: true,
    secondTaxCountry: 'BE',
    secondNoTinNumber: true,
    secondNoTinNumberReason: 1,
    addThirdTaxCountry: true,
    thirdTaxCountry: 'US',
    thirdTinNumber: '123456789',
  }),
);

/** Without a known citizenship the step asks which describes the applicant (taxResidenceFlag). */
export const UnknownCitizenship = flowStory({ path: '/tax-residence', draft: { residenceCountry: 'PL', personalData: {}, address: { country: 'PL' } } });

export const FieldErrors = { ...flowStory(withTax(foreigner, FRENCH_TIN), [fieldErrors('taxOfficeDetails', { firstTinNumber: 'tinNumber.invalid' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(withTax(pole, POLE_FILLED), [globalError('taxOfficeDetails')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(withTax(pole, POLE_FILLED), [answer('taxOfficeDetails', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
