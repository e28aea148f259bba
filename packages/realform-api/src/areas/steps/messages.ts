import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Messages of the steps area, by key (merged into the contract's messageDescriptors). Limits are written into
 * the text rather than passed as parameters: they are the contract's constants and never vary per call.
 */
export const stepMessages = {
  // The identity choices (docs/spec/flow/screens.md#datauploadchoice dataUploadChoice, mobileDesktopChoice, document selection).
  'dataUploadChoice.required': msg({ message: 'Choose how you want to verify your identity.', comment: 'Error on the identity verification method choice' }),
  'mobileDesktopChoice.required': msg({
    message: 'Choose the device you want to upload your document with.',
    comment: 'Error on the desktop or mobile upload choice',
  }),
  'documentType.required': msg({ message: 'Choose the type of your document.', comment: 'Error under the document type choice' }),
  'uploadTryAgain.notAllowed': msg({
    message: 'You cannot upload the document again. Continue to the next step.',
    comment: 'Global error when the applicant tries the upload again but the server does not allow it',
  }),

  // Personal data (docs/spec/flow/entities.md#personal-data "Personal data").
  'firstName.required': msg({ message: 'Enter your first name.', comment: 'Error under the first name field' }),
  'firstName.invalid': msg({
    message: 'Your first name can contain only letters, spaces, hyphens and apostrophes, at most 50 characters.',
    comment: 'Error under the first name field',
  }),
  'lastName.required': msg({ message: 'Enter your last name.', comment: 'Error under the last name field' }),
  'lastName.invalid': msg({
    message: 'Your last name can contain only letters, spaces, hyphens and apostrophes, at most 50 characters.',
    comment: 'Error under the last name field',
  }),
  'dateOfBirth.required': msg({ message: 'Enter your date of birth.', comment: 'Error under the date of birth fields' }),
  'dateOfBirth.invalid': msg({ message: 'Enter a real date of birth.', comment: 'Error under the date of birth fields: no such date' }),
  'dateOfBirth.future': msg({ message: 'Your date of birth must be in the past.', comment: 'Error under the date of birth fields' }),
  'dateOfBirth.underage': msg({
    message: 'You must be at least 18 years old to open an account. Check the year of your date of birth.',
    comment: 'Error under the date of birth fields: the date makes the applicant younger than 18',
  }),
  'dateOfBirth.implausible': msg({
    message: 'This date would make you more than 120 years old. Check the year of your date of birth.',
    comment: 'Error under the date of birth fields: a year typed wrongly, such as 1899',
  }),
  'citizenship.required': msg({ message: 'Choose your citizenship.', comment: 'Error under the citizenship select' }),
  'documentNumber.required': msg({ message: 'Enter the number of your document.', comment: 'Error under the document number field' }),
  'documentNumber.invalid': msg({
    message: 'A document number has 2 to 20 letters and digits.',
    comment: 'Error under the document number field',
  }),
  'documentExpirationDate.required': msg({
    message: 'Enter the expiry date of your document, or tick that it has no expiry date.',
    comment: 'Error under the document expiry date fields',
  }),
  'documentExpirationDate.invalid': msg({ message: 'Enter a real expiry date.', comment: 'Error under the document expiry date fields' }),
  'documentExpirationDate.expired': msg({
    message: 'Your document has expired. Use a valid document.',
    comment: 'Error under the document expiry date fields',
  }),
  'pesel.required': msg({
    message: 'Enter your PESEL number, or tick that you do not have one.',
    comment: 'Error under the PESEL field (Polish national identification number)',
  }),
  'pesel.format': msg({ message: 'A PESEL number has 11 digits.', comment: 'Error under a PESEL field' }),
  'pesel.invalid': msg({ message: 'This is not a valid PESEL number. Check it and try again.', comment: 'Error under a PESEL field: wrong check digit or date' }),
  'pesel.underage': msg({
    message: 'By this PESEL number you are younger than 18, and we can open accounts only for adults. Check the digits.',
    comment: 'Error under the PESEL field: the date of birth the PESEL encodes makes the applicant younger than 18',
  }),
  'pesel.dateOfBirthMismatch': msg({
    message: 'Your PESEL number does not match your date of birth.',
    comment: 'Error under the PESEL field',
  }),
  'identificationNumber.required': msg({
    message: 'Enter your identification number.',
    comment: 'Error under the identification number field (non-Polish citizens)',
  }),
  'identificationNumber.invalid': msg({
    message: 'An identification number can contain only letters, digits, spaces, hyphens and slashes, at most 30 characters.',
    comment: 'Error under the identification number field',
  }),
  'birthPlaceCountry.required': msg({ message: 'Choose your country of birth.', comment: 'Error under the country of birth select' }),

  // Address (docs/spec/flow/entities.md#address "Address").
  'postalCode.required': msg({ message: 'Enter the postal code.', comment: 'Error under a postal code field' }),
  'postalCode.invalidPl': msg({ message: 'Enter a Polish postal code in the format 00-000.', comment: 'Error under a postal code field for Poland' }),
  'postalCode.invalid': msg({
    message: 'A postal code has 2 to 10 letters, digits, spaces or hyphens.',
    comment: 'Error under a postal code field outside Poland',
  }),
  'postalCode.invalidForCountry': msg({
    message: 'This postal code does not have the format used in the country you chose. Check it against your address.',
    comment: 'Error under a postal code field outside Poland when the code does not match the format of the chosen country (for example 5 digits in Germany)',
  }),
  'city.required': msg({ message: 'Enter the town or city.', comment: 'Error under a town field' }),
  'city.invalid': msg({
    message: 'A town name can contain only letters, spaces, hyphens, dots, apostrophes and brackets, at most 50 characters.',
    comment: 'Error under a town field',
  }),
  'street.required': msg({ message: 'Enter the street.', comment: 'Error under a street field' }),
  'street.invalid': msg({
    message: 'A street name can have at most 80 letters, digits, spaces and punctuation marks such as . , - / ( ) &.',
    comment: 'Error under a street field',
  }),
  'buildingNumber.required': msg({ message: 'Enter the building number.', comment: 'Error under a building number field' }),
  'buildingNumber.invalid': msg({
    message: 'A building number can have at most 10 letters, digits, hyphens or slashes.',
    comment: 'Error under a building number field',
  }),
  'apartmentNumber.invalid': msg({
    message: 'An apartment number can have at most 10 letters, digits, hyphens or slashes.',
    comment: 'Error under an apartment number field',
  }),
  'birthPlaceCity.required': msg({ message: 'Enter your place of birth.', comment: 'Error under the place of birth field' }),
  'correspondenceChoice.required': msg({
    message: 'Choose how we should send you correspondence.',
    comment: 'Error under the correspondence method choice (e-mail or post)',
  }),
  'contactCountry.required': msg({
    message: 'Choose the country of your correspondence address.',
    comment: 'Error under the correspondence address country select',
  }),

  // Tax residences (docs/spec/flow/entities.md#tax-residence "Tax residence", docs/spec/flow/validation.md#residence-and-language).
  'taxResidenceFlag.required': msg({ message: 'Choose your tax residence status.', comment: 'Error when the tax residence status is missing' }),
  'taxCountry.required': msg({ message: 'Choose the country of your tax residence.', comment: 'Error under a tax residence country select' }),
  'taxCountry.duplicate': msg({
    message: 'You have already entered this country. Choose a different one.',
    comment: 'Error under a tax residence country select when the same country is given twice',
  }),
  'addThirdTaxCountry.withoutSecond': msg({
    message: 'Add the second tax residence before the third.',
    comment: 'Error when a third tax residence is sent without a second',
  }),
  'tinNumber.required': msg({ message: 'Enter your tax identification number (TIN).', comment: 'Error under a TIN field' }),
  'tinNumber.numeric': msg({
    message: 'The tax identification number of this country has digits only.',
    comment: 'Error under a TIN field for a country with numeric TINs',
  }),
  'tinNumber.invalid': msg({
    message: 'This tax identification number is not valid for the country you chose. Check it and try again.',
    comment: 'Error under a TIN field: wrong length or check digit for the country',
  }),
  'noTinNumber.notAllowed': msg({
    message: 'Residents of this country always have a tax identification number. Enter it.',
    comment: 'Error when "no TIN" is ticked for a country where everyone has a TIN',
  }),
  'noTinNumberReason.required': msg({
    message: 'Choose why you do not have a tax identification number.',
    comment: 'Error under the reasons for having no TIN',
  }),
  'noTinNumberOtherReason.required': msg({
    message: 'Describe why you do not have a tax identification number.',
    comment: 'Error under the free-text reason for having no TIN',
  }),
  'noTinNumberOtherReason.tooLong': msg({ message: 'The reason can have at most 200 characters.', comment: 'Error under the free-text reason for having no TIN' }),
  'polandTaxOfficeId.required': msg({ message: 'Choose your tax office.', comment: 'Error under the Polish tax office select' }),
  'polandTaxOfficeId.invalid': msg({ message: 'Choose a tax office from the list.', comment: 'Error under the Polish tax office select' }),
  'polandTaxResidentPesel.mismatch': msg({
    message: 'This PESEL number differs from the one in your personal data.',
    comment: 'Error under the PESEL field of a Polish tax residence',
  }),

  // Currency (docs/spec/flow/validation.md#currency).
  'currencyChoice.required': msg({ message: 'Choose the currency of your account.', comment: 'Error under the currency select' }),
  'currencyChoice.unavailable': msg({
    message: 'This currency is not available for your account. Choose another one.',
    comment: 'Error under the currency select (CZK is not offered in Polish)',
  }),

  // Declarations (docs/spec/flow/validation.md#declarations).
  'usaTaxPayer.required': msg({ message: 'Answer whether you are a US taxpayer.', comment: 'Error under the US taxpayer yes/no question' }),
  'usaTin.required': msg({ message: 'Enter your US taxpayer identification number.', comment: 'Error under the US TIN field' }),
  'usaTin.invalid': msg({ message: 'A US taxpayer identification number has 9 digits.', comment: 'Error under the US TIN field' }),
  'usaTin.notIssued': msg({
    message: 'No US taxpayer identification number has these digits. Check it against your documents.',
    comment: 'Error under the US TIN field: 9 digits that are never issued (an SSN starting 000 or 666, with 00 in the middle or ending 0000)',
  }),
  'pepDeclaration.required': msg({
    message: 'Answer whether you are a politically exposed person.',
    comment: 'Error under the politically exposed person yes/no question',
  }),
  'dataUserDeclaration.required': msg({
    message: 'Choose whether you use market data professionally or non-professionally.',
    comment: 'Error under the market data user declaration choice',
  }),
  'documentsAcceptance.required': msg({ message: 'Accept all the documents to continue.', comment: 'Error under the documents acceptance checkboxes' }),
  'receivedKid.required': msg({
    message: 'Confirm that you have received the key information document.',
    comment: 'Error under the KID (key information document) checkbox',
  }),
  'understoodFeaturesAndRisks.required': msg({
    message: 'Confirm that you understand the features and risks of the products.',
    comment: 'Error under the features and risks checkbox',
  }),
  'awareOfLossAndCreditRisks.required': msg({
    message: 'Confirm that you are aware of the risk of loss and the credit risk.',
    comment: 'Error under the risk of loss checkbox',
  }),
  'confirmEnglishKnowledgeAgreement.required': msg({
    message: 'Confirm that you understand English well enough to read the agreement documents.',
    comment: 'Error under the English knowledge checkbox (shown outside the Polish and English pages)',
  }),

  // Risk assessment (docs/spec/flow/entities.md#risk-assessment, docs/spec/flow/validation.md).
  'employmentStatus.required': msg({ message: 'Choose your employment status.', comment: 'Error under the employment status select' }),
  'natureOfBusiness.required': msg({ message: 'Choose the industry you work in.', comment: 'Error under the nature of business select' }),
  'position.required': msg({ message: 'Choose your position.', comment: 'Error under the position select' }),
  'sourceOfFunds.required': msg({ message: 'Choose the source of your funds.', comment: 'Error under the source of funds select' }),
  'sourceOfFunds.unavailable': msg({
    message: 'This source of funds does not match your employment status. Choose another one.',
    comment: 'Error under the source of funds select',
  }),
  'income.required': msg({ message: 'Choose your yearly income.', comment: 'Error under the income select' }),
  'savings.required': msg({ message: 'Choose the value of your savings.', comment: 'Error under the savings select' }),

  // Summary and payment (docs/spec/flow/calls.md#step-calls summary-and-payment-choice).
  'paymentGateway.required': msg({ message: 'Choose a payment method.', comment: 'Error under the payment method choice' }),
  'paymentGateway.unavailable': msg({
    message: 'This payment method is not available for your account. Choose another one, or continue without paying.',
    comment: 'Error under the payment method choice when the gateway does not take the account currency or payment is not offered',
  }),
  // The local stand-in gateway's page and the return from any gateway (server README "Payments").
  'payment.gateway.1': msg({ message: 'Online bank transfer', comment: 'Name of payment gateway 1 (a bank-transfer provider) on the payment page' }),
  'payment.gateway.2': msg({
    message: 'Online bank transfer (second provider)',
    comment: 'Name of payment gateway 2 (a second bank-transfer provider) on the payment page',
  }),
  'payment.gateway.3': msg({ message: 'Payment card', comment: 'Name of payment gateway 3 (the card processor) on the payment page' }),
  'payment.standIn.title': msg({ message: 'Test payment', comment: 'Heading of the stand-in payment page of a test installation' }),
  'payment.standIn.notice': msg({
    message: 'This page stands in for the payment provider in a test installation. No money is moved.',
    comment: 'Notice on the stand-in payment page',
  }),
  'payment.standIn.method': msg({ message: 'Payment method', comment: 'Label of the payment method on the stand-in payment page' }),
  'payment.standIn.amount': msg({ message: 'Amount', comment: 'Label of the amount on the stand-in payment page' }),
  'payment.standIn.reference': msg({ message: 'Payment reference', comment: 'Label of the payment reference on the stand-in payment page' }),
  'payment.standIn.pay': msg({ message: 'Pay', comment: 'Button on the stand-in payment page: the payment succeeds' }),
  'payment.standIn.cancel': msg({ message: 'Cancel the payment', comment: 'Button on the stand-in payment page: the payment fails' }),
  'payment.refusedTitle': msg({ message: 'This payment cannot be completed', comment: 'Heading of the page shown for an invalid or already used payment return' }),
  'payment.backToApplication': msg({ message: 'Back to your application', comment: 'Link on the page of an invalid or already used payment return' }),
  'payment.refusedText': msg({
    message: 'This payment link is not valid or has already been used. Go back to your application and choose how to pay again.',
    comment: 'Text of the page shown for an invalid or already used payment return',
  }),
} as const satisfies Record<string, MessageDescriptor>;
