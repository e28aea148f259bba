// People the personal-data step's tests and stories fill in (not part of the build).

/** A Polish citizen with a PESEL and an ID card. */
export const POLISH_PERSON = {
  firstName: 'Anna',
  lastName: 'Nowak',
  dateOfBirth: '1990-05-27',
  citizenship: 'PL',
  documentType: 1,
  documentNumber: 'ABA123456',
  noLimitExpiryDate: false,
  documentExpirationDate: '2031-02-03',
  pesel: '90052712343',
  identificationNumber: '',
  noPesel: false,
  birthPlaceCountry: 'PL',
};

/** An adult German citizen: an identification number instead of PESEL (docs/spec/flow/states.md#personal-data), a document without expiry. */
export const GERMAN_PERSON = {
  firstName: 'Jürgen',
  lastName: 'Weber',
  dateOfBirth: '1985-07-15',
  citizenship: 'DE',
  documentType: 2,
  documentNumber: 'C01X00T47',
  noLimitExpiryDate: true,
  documentExpirationDate: '',
  pesel: '',
  identificationNumber: '36574261809',
  noPesel: true,
  birthPlaceCountry: 'DE',
};
