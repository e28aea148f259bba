import type { GenericSchema } from 'valibot';
import {
  addressCountrySchema,
  apartmentNumberSchema,
  birthPlaceCitySchema,
  birthPlaceCountrySchema,
  buildingNumberSchema,
  citizenshipSchema,
  citySchema,
  contactCountrySchema,
  correspondenceChoiceSchema,
  currencyChoiceSchema,
  dataUploadChoiceSchema,
  dataUserDeclarationFieldSchema,
  dateOfBirthSchema,
  documentExpirationDateSchema,
  documentNumberSchema,
  employmentStatusFieldSchema,
  firstNameSchema,
  identificationNumberSchema,
  incomeSchema,
  lastNameSchema,
  mobileDesktopChoiceSchema,
  natureOfBusinessSchema,
  noTinNumberOtherReasonSchema,
  noTinNumberReasonSchema,
  paymentGatewayFieldSchema,
  personalDocumentTypeFieldSchema,
  polandTaxOfficeIdSchema,
  positionSchema,
  postalCodeSchema,
  savingsSchema,
  sourceOfFundsSchema,
  streetSchema,
  taxCountrySchema,
  taxResidenceFlagFieldSchema,
  tinNumberFieldSchema,
  usaTinSchema,
} from './fields';
import { peselSchema } from './pesel';
import { TAX_RESIDENCE_PREFIXES } from './taxResidences';
import { pure } from '../../pure';

const residenceRules: Record<string, GenericSchema> = pure(() =>
  Object.fromEntries(
    TAX_RESIDENCE_PREFIXES.flatMap((prefix) => [
      [`${prefix}TaxCountry`, taxCountrySchema],
      [`${prefix}TinNumber`, tinNumberFieldSchema],
      [`${prefix}NoTinNumberReason`, noTinNumberReasonSchema],
      [`${prefix}NoTinNumberOtherReason`, noTinNumberOtherReasonSchema],
      [`${prefix}PolandTaxOfficeId`, polandTaxOfficeIdSchema],
      [`${prefix}PolandTaxResidentPesel`, peselSchema],
    ]),
  ),
);

/**
 * Field rules of the steps area behind the validate call (merged into fieldRules): what a field's value can be
 * judged on alone. Rules that need another field — a PESEL matching the date of birth, a Polish postal code for
 * a Polish address, a TIN valid for its country, the consents of a brand — are checked by the step's own call.
 */
export const stepFieldRules: Record<string, GenericSchema> = pure(() => ({
  // Personal data.
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  dateOfBirth: dateOfBirthSchema,
  citizenship: citizenshipSchema,
  documentType: personalDocumentTypeFieldSchema,
  documentNumber: documentNumberSchema,
  documentExpirationDate: documentExpirationDateSchema,
  pesel: peselSchema,
  identificationNumber: identificationNumberSchema,
  birthPlaceCountry: birthPlaceCountrySchema,
  // Address.
  country: addressCountrySchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  street: streetSchema,
  buildingNumber: buildingNumberSchema,
  apartmentNumber: apartmentNumberSchema,
  birthPlaceCity: birthPlaceCitySchema,
  correspondenceChoice: correspondenceChoiceSchema,
  contactCountry: contactCountrySchema,
  contactPostalCode: postalCodeSchema,
  contactCity: citySchema,
  contactStreet: streetSchema,
  contactBuildingNumber: buildingNumberSchema,
  contactApartmentNumber: apartmentNumberSchema,
  // Tax residences.
  taxResidenceFlag: taxResidenceFlagFieldSchema,
  ...residenceRules,
  // Choices and declarations.
  dataUploadChoice: dataUploadChoiceSchema,
  mobileDesktopChoice: mobileDesktopChoiceSchema,
  currencyChoice: currencyChoiceSchema,
  usaTin: usaTinSchema,
  dataUserDeclaration: dataUserDeclarationFieldSchema,
  paymentGateway: paymentGatewayFieldSchema,
  // Risk assessment.
  employmentStatus: employmentStatusFieldSchema,
  natureOfBusiness: natureOfBusinessSchema,
  position: positionSchema,
  sourceOfFunds: sourceOfFundsSchema,
  income: incomeSchema,
  savings: savingsSchema,
}));
