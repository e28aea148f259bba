import { facePhoto } from '../../test/fixtures/faces/faceImages';
import type { DocumentTruth } from './documentPhotos';
import { generateDocumentPhoto, renderDocumentCard } from './documentPhotos';

/**
 * The identity documents the end-to-end journeys show (issue 15), built from the generator and the public-domain
 * portraits (test/fixtures/faces/PROVENANCE.md): the same holder's passport and ID card, as the card alone (for a
 * fake camera, which draws it where the widget asks the user to hold it) and as a photo of it on a desk (for a
 * manual upload). The holder's own selfie is the fixture `obama2`; another person's is `biden2`.
 */
export interface DocumentHolder {
  surname: string;
  givenNames: string;
  birthDate: string;
  expiryDate: string;
  documentNumber: string;
  nationality: string;
  sex: string;
}

export interface IdentityFixtureSet {
  passport: { card: Buffer; photo: Buffer; holder: DocumentHolder };
  idCard: { frontCard: Buffer; backCard: Buffer; frontPhoto: Buffer; backPhoto: Buffer; holder: DocumentHolder };
}

/** An adult Polish citizen, so the flow's personal-data rules accept what is read. */
const HOLDER = {
  surname: 'NOWAK',
  givenNames: 'JAN',
  birthDate: '1985-04-12',
  sex: 'M',
  issuingState: 'POL',
  nationality: 'POL',
} as const;

function holderOf(truth: DocumentTruth): DocumentHolder {
  return {
    surname: truth.surname,
    givenNames: truth.givenNames,
    birthDate: truth.birthDate,
    expiryDate: truth.expiryDate,
    documentNumber: truth.documentNumber,
    nationality: truth.nationality,
    sex: truth.sex,
  };
}

export async function identityFixtures(now = new Date()): Promise<IdentityFixtureSet> {
  const portrait = facePhoto('obama');
  const expiryDate = `${now.getUTCFullYear() + 6}-08-31`;
  const passportSpec = { ...HOLDER, format: 'TD3', seed: 21, portrait, documentNumber: 'EK4821937', expiryDate, now } as const;
  const cardSpec = { ...HOLDER, format: 'TD1', seed: 22, portrait, documentNumber: 'DBX104583', expiryDate, now } as const;
  const [passportCard, passportPhoto, frontCard, backCard, frontPhoto, backPhoto] = await Promise.all([
    renderDocumentCard(passportSpec),
    generateDocumentPhoto({ ...passportSpec, variant: 'clean' }),
    renderDocumentCard({ ...cardSpec, side: 'front' }),
    renderDocumentCard({ ...cardSpec, side: 'back' }),
    generateDocumentPhoto({ ...cardSpec, side: 'front', variant: 'clean' }),
    generateDocumentPhoto({ ...cardSpec, side: 'back', variant: 'clean' }),
  ]);
  return {
    passport: { card: passportCard.jpeg, photo: passportPhoto.jpeg, holder: holderOf(passportPhoto.truth) },
    idCard: { frontCard: frontCard.jpeg, backCard: backCard.jpeg, frontPhoto: frontPhoto.jpeg, backPhoto: backPhoto.jpeg, holder: holderOf(backPhoto.truth) },
  };
}
