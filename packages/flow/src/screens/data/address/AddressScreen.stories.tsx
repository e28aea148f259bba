import { flowMeta, flowStory, type FlowScenario } from '../../../stories/flowStory';
import { submitWhileServerIsSlow, submitWithFieldErrors, submitWithGlobalError } from '../../../stories/play';
import { fieldErrors, globalError, NEVER_ANSWERS, answer } from '../../../stories/realformHandlers';

/** addressDetails (docs/spec/flow/screens.md#personaldataconfirm): reached after the personal data, which gave the country of birth. */
const reached: FlowScenario = { path: '/residence-details', draft: { residenceCountry: 'PL', personalData: { citizenship: 'PL', birthPlaceCountry: 'PL' } } };

const HOME = {
  country: 'PL',
  postalCode: '00-902',
  city: 'Warszawa',
  street: 'Wiejska',
  buildingNumber: '4',
  apartmentNumber: '12',
  birthPlaceCountry: 'PL',
  birthPlaceCity: 'Kraków',
  correspondenceChoice: 1,
  contactAddress: false,
};

const filled: FlowScenario = { ...reached, draft: { ...reached.draft, address: HOME } };

const meta = {
  title: 'Flow/Data/Address',
  ...flowMeta(reached),
};
export default meta;

export const Empty = { ...flowStory(reached), tags: ['visual'] };

export const Filled = flowStory(filled);

/** docs/spec/flow/screens.md#addressdetails: the box for a different correspondence address, ticked and filled. */
export const CorrespondenceAddress = flowStory({
  ...reached,
  draft: {
    ...reached.draft,
    address: {
      ...HOME,
      correspondenceChoice: 2,
      contactAddress: true,
      contactCountry: 'DE',
      contactPostalCode: '10115',
      contactCity: 'Berlin',
      contactStreet: 'Invalidenstraße',
      contactBuildingNumber: '117',
      contactApartmentNumber: '',
    },
  },
});

/** docs/spec/flow/validation.md: a home country without a Polish postal-code lookup, and the country of birth asked again. */
export const AbroadWithoutBirthCountry = flowStory({ path: '/residence-details', draft: { residenceCountry: 'DE', personalData: {} } });

export const FieldErrors = { ...flowStory(filled, [fieldErrors('addressDetails', { postalCode: 'postalCode.invalidPl', street: 'street.invalid' })]), play: submitWithFieldErrors };

export const GlobalError = { ...flowStory(filled, [globalError('addressDetails')]), play: submitWithGlobalError };

export const Loading = { ...flowStory(filled, [answer('addressDetails', NEVER_ANSWERS)]), play: submitWhileServerIsSlow };
