import type { Locator, Page } from '@playwright/test';

export declare const CATALOG_PACKAGES: readonly string[];
export declare const LOCALES: readonly string[];
export declare class CatalogError extends Error {
  constructor(message: string, cause?: unknown);
}
export interface PoEntry {
  context: string | undefined;
  id: string;
  translation: string;
  fuzzy: boolean;
}
export declare function parsePo(text: string): PoEntry[];
export declare function catalog(locale: string): Map<string, { pkg: string; translation: string }[]>;
export declare function translations(locale: string, source: string, options?: { context?: string; pkg?: string }): string[];
export declare function toBcp47(locale: string): string;
export declare function formatIcu(message: string, values: Record<string, unknown>, bcp47: string): string | RegExp;
export declare function parseIcu(message: string): unknown[];
export declare function basePathOf(locale: string): string;
export declare function uniquePhone(country?: 'PL' | 'DE'): { country: string; number: string };

export declare function syntheticDocumentGrey(options?: { width?: number; height?: number; seed?: number }): { width: number; height: number; data: Uint8Array };
export declare function documentVideoFile(): string;
export declare function fakeCameraLaunchOptions(): { executablePath: string; args: string[] };
export declare function documentPhotoFile(options?: { format?: 'jpeg' | 'png'; side?: 'front' | 'back'; document?: 'passport' | 'idCard' }): Promise<string>;
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
export declare function identityFixtures(): Promise<IdentityFixtureSet>;
export declare function selfieBytes(who: 'holder' | 'other'): Buffer;
export declare function useIdentityCamera(page: Page, options?: { document?: 'passport' | 'idCard'; selfie?: 'holder' | 'other' | Array<'holder' | 'other'> }): Promise<void>;
export declare function documentPdfFile(): string;

export type Name = string | RegExp;
export interface TextOptions {
  values?: Record<string, unknown>;
  context?: string;
  pkg?: string;
}
export type Phone = { country: string; number: string };
export interface PersonalDataInput {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  citizenship?: string;
  documentNumber?: string;
  documentExpiry?: string;
  pesel?: string;
  identificationNumber?: string;
  birthCountry?: string;
  next?: 'addressDetails' | 'onboardingDenied';
  /** Issue 18's careless applicant: the last name empty, the birth year 2010, the PESEL mistyped — then corrected. */
  careless?: boolean;
}

/** One payment on the summary: the gateway's label and what the tester presses on the stand-in page. */
export interface PaymentTry {
  gateway: 'Online bank transfer' | 'Online bank transfer (second provider)' | 'Payment card';
  result: 'paid' | 'failed';
}

export declare class Journey {
  /** `navigation` (implies `reloads`): Back, Forward, Back then Next, Back twice then reload in every step (issue 17). */
  constructor(page: Page, options: { locale: string; reloads?: boolean; navigation?: boolean });
  readonly page: Page;
  readonly locale: string;
  readonly bcp47: string;
  readonly base: string;
  readonly reloads: boolean;
  readonly navigation: boolean;
  readonly visited: string[];
  email?: string;
  phone?: string;
  residenceCountry?: string;
  citizenship?: string;
  document?: 'idCard' | 'passport';
  t(source: string, options?: TextOptions): Name;
  named(source: string, options?: TextOptions): { name: Name; exact?: boolean };
  role(role: string, source: string, options?: TextOptions & { within?: Page | Locator }): Locator;
  button(source: string, options?: TextOptions & { within?: Page | Locator }): Locator;
  label(source: string, options?: TextOptions & { within?: Page | Locator }): Locator;
  readonly main: Locator;
  readonly widget: Locator;
  country(code: string): Promise<string>;
  heading(source: string, options?: TextOptions): Locator;
  axeAsShown(): Promise<void>;
  screen(source: string, options?: { disableRules?: string[]; timeout?: number } & TextOptions): Promise<void>;
  midStepReload(heading: string, checks?: Array<() => Promise<void>>): Promise<void>;
  browserNavigation(heading: string, checks?: Array<() => Promise<void>>): Promise<void>;
  historyIndex(): Promise<number>;
  readonly leaveActions: Map<string, () => Promise<void>>;
  readonly navigatedSteps: Set<string>;
  onLeave(heading: string, act: () => Promise<void>): void;
  leaveAgain(): Promise<boolean>;
  historyStep(delta: -1, from: number): Promise<void>;
  workingPage(how: string): Promise<void>;
  onlyExplanation(how: string): Promise<void>;
  noError(how: string): Promise<void>;
  choose(combobox: Locator, option: Name): Promise<void>;
  chooseCountry(combobox: Locator, code: string): Promise<void>;
  fillDate(group: Locator, iso: string): Promise<void>;
  outbox(to: string, kind: 'sms' | 'email'): Promise<{ code?: string | null; text?: string }>;
  open(query?: string): Promise<void>;
  residence(options?: { country?: string; stayInThisLanguage?: boolean }): Promise<void>;
  register(options?: { email?: string; password?: string }): Promise<string>;
  sendPhoneCode(phone: Phone): Promise<string>;
  confirmPhone(options?: { phone?: Phone }): Promise<string>;
  confirmByEmailInstead(options?: { phone?: Phone }): Promise<void>;
  confirmEmailCode(): Promise<void>;
  chooseUploadMethod(method: 'mobile' | 'digital' | 'manual'): Promise<void>;
  chooseDevice(device: 'phone' | 'thisDevice'): Promise<void>;
  /** Whether the page is a phone's: the flow then offers no hand-off to a phone and asks no device question. */
  onPhone(): Promise<boolean>;
  chooseDocument(document: 'idCard' | 'passport'): Promise<void>;
  howToTakePicture(): Promise<void>;
  captureWithCamera(options?: { next?: 'uploadSucceeded' | 'uploadFailed' | 'mobileReturnToDesktop' }): Promise<void>;
  outcomeScreen(next: 'uploadSucceeded' | 'mobileReturnToDesktop' | 'uploadFailed', timeout?: number): Promise<void>;
  uploadFiles(options?: { front?: 'jpeg' | 'png' | 'pdf'; back?: 'jpeg' | 'png' | 'pdf'; next?: 'uploadSucceeded' | 'uploadFailed' | 'mobileReturnToDesktop'; timeout?: number }): Promise<void>;
  continueAfterUpload(): Promise<void>;
  tryUploadAgain(): Promise<void>;
  handOffByQrCode(): Promise<string>;
  handOffBySms(options?: { phone?: Phone }): Promise<string>;
  openHandoffLink(url: string): Promise<void>;
  switchToFiles(): Promise<void>;
  skipPhotoOnPhone(): Promise<void>;
  waitForPhone(): Promise<void>;
  phoneDone(next?: 'uploadSucceeded' | 'uploadFailed'): Promise<void>;
  personalDataScreen(): Promise<void>;
  personalData(data?: PersonalDataInput): Promise<void>;
  address(data?: { postalCode?: string; city?: string; street?: string; building?: string; birthCity?: string; careless?: boolean }): Promise<void>;
  readonly reasons: Locator;
  answerCookieChoice(): Promise<void>;
  messagePattern(source: string): RegExp;
  followReason(label: string, reason: string, field: Locator): Promise<void>;
  correctPersonalData(answers: { lastName: string; dateOfBirth: string; pesel?: string }): Promise<void>;
  taxResidence(data?: { tin?: string }): Promise<void>;
  currency(currency?: 'PLN – Polish zloty' | 'EUR – euro' | 'USD – US dollar'): Promise<void>;
  declarations(): Promise<void>;
  /** Ends on the summary (summaryAndPaymentChoice, docs/spec/flow/calls.md#step-calls), which comes before account-open. */
  riskAssessment(): Promise<void>;
  /** The summary: each try pays or cancels on a stand-in gateway; without a paid try, continues without paying. */
  paymentSummary(options?: { tries?: PaymentTry[] }): Promise<void>;
  /** Runs `action`; when it leads to account-open, checks that screen while its call is held, then the client-zone login. */
  accountOpenAfter(leadsToAccountOpen: boolean, action: () => Promise<void>): Promise<void>;
  clientZone(options?: { fastForward?: boolean }): Promise<void>;
  dataStepsToClientZone(options?: { personal?: PersonalDataInput; fastForward?: boolean; payments?: PaymentTry[]; careless?: boolean }): Promise<void>;
  /** Issue 17 defect 6: from the hand-over page of an account with its document pending, log in again → the upload choice. */
  logInAgainToUpload(options?: { email?: string; password?: string }): Promise<void>;
  /** uploadSucceeded of an opened account's document: Next → documentsReceived. */
  documentsReceived(): Promise<void>;
}
export declare function journeyOf(page: Page, options: { locale: string; reloads?: boolean; navigation?: boolean }): Journey;
