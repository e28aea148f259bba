import type { Consent, DataUserDeclaration, IncomeSource, InvestmentGoal } from '@onboarding/dictionaries';
import { CONSENT_FIELDS, incomeSourceSchema, investmentGoalSchema, needsEnglishConfirmation } from '@onboarding/dictionaries';
import * as v from 'valibot';
import type { MessageKey } from '../../messages';
import { consentsFor } from './consents';
import { dataUserDeclarationFieldSchema, usaTinSchema } from './fields';
import type { FieldProblems } from './stepRequest';
import { optionalFlag, optionalText, parsed, problemOf, stepRequest } from './stepRequest';
import { pure } from '../../pure';

/** The declarations step's fields as the form sends them (docs/spec/flow/entities.md#other-fields "Other"). */
export const declarationsFieldsSchema = v.object({
  /** Yes, no, or null while unanswered (docs/spec/flow/entities.md#other-fields "usaTaxPayer (bool or null)"). */
  usaTaxPayer: optionalFlag,
  usaTin: optionalText,
  pepDeclaration: optionalFlag,
  dataUserDeclaration: optionalText,
  /** The document checkboxes, all ticked (docs/spec/flow/validation.md#declarations "Next requires all document checkboxes checked"). */
  documentsAcceptance: optionalFlag,
  downloadAll: optionalFlag,
  receivedKid: optionalFlag,
  understoodFeaturesAndRisks: optionalFlag,
  awareOfLossAndCreditRisks: optionalFlag,
  confirmEnglishKnowledgeAgreement: optionalFlag,
  confirmElectronicAgreement: optionalFlag,
  investmentGoal: optionalText,
  incomeSource: optionalText,
});

export type DeclarationsInput = v.InferInput<typeof declarationsFieldsSchema>;

/** The declarations as stored. */
export interface Declarations {
  usaTaxPayer: boolean;
  /** Digits only; null unless a US taxpayer (docs/spec/flow/states.md#tax-residence: changing the answer clears it). */
  usaTin: string | null;
  pepDeclaration: boolean;
  dataUserDeclaration: DataUserDeclaration;
  documentsAcceptance: true;
  /** The consents shown and ticked (the brand's list). */
  consents: Consent[];
  /** Null where the question is not asked (Polish and English pages). */
  confirmEnglishKnowledgeAgreement: true | null;
  confirmElectronicAgreement: boolean;
  /** The purpose of the account (the purposeContract list), or null when not given. */
  investmentGoal: InvestmentGoal | null;
  incomeSource: IncomeSource | null;
}

type Fields = v.InferOutput<typeof declarationsFieldsSchema>;
type Context = Fields & { brand: 'pl' | 'eu'; languageCode: Parameters<typeof needsEnglishConfirmation>[0] };

/** docs/spec/flow/validation.md#declarations declarations: US TIN when a US taxpayer, PEP answered, data-user status, every document and consent ticked. */
export function declarationsProblems(input: Context): FieldProblems {
  const problems: FieldProblems = {
    usaTaxPayer: typeof input.usaTaxPayer === 'boolean' ? undefined : 'usaTaxPayer.required',
    usaTin: input.usaTaxPayer === true ? problemOf(usaTinSchema, input.usaTin) : undefined,
    pepDeclaration: typeof input.pepDeclaration === 'boolean' ? undefined : 'pepDeclaration.required',
    dataUserDeclaration: problemOf(dataUserDeclarationFieldSchema, input.dataUserDeclaration),
    documentsAcceptance: input.documentsAcceptance === true ? undefined : 'documentsAcceptance.required',
  };
  for (const consent of consentsFor(input.brand)) {
    const field = CONSENT_FIELDS[consent];
    if (input[field] !== true) problems[field] = `${field}.required` satisfies MessageKey;
  }
  if (needsEnglishConfirmation(input.languageCode) && input.confirmEnglishKnowledgeAgreement !== true) {
    problems.confirmEnglishKnowledgeAgreement = 'confirmEnglishKnowledgeAgreement.required';
  }
  if (input.incomeSource != null && !v.is(incomeSourceSchema, input.incomeSource)) problems.incomeSource = 'field.invalid';
  const goal = input.investmentGoal?.trim();
  if (goal && !v.is(investmentGoalSchema, goal)) problems.investmentGoal = 'field.invalid';
  return problems;
}

export function normalizeDeclarations(input: Context): Declarations {
  const goal = input.investmentGoal?.trim();
  return {
    usaTaxPayer: input.usaTaxPayer!,
    usaTin: input.usaTaxPayer === true ? parsed(usaTinSchema, input.usaTin) : null,
    pepDeclaration: input.pepDeclaration!,
    dataUserDeclaration: parsed(dataUserDeclarationFieldSchema, input.dataUserDeclaration),
    documentsAcceptance: true,
    consents: [...consentsFor(input.brand)],
    confirmEnglishKnowledgeAgreement: needsEnglishConfirmation(input.languageCode) ? true : null,
    confirmElectronicAgreement: input.confirmElectronicAgreement === true,
    investmentGoal: goal ? (goal as InvestmentGoal) : null,
    incomeSource: (input.incomeSource as IncomeSource | null | undefined) ?? null,
  };
}

/** POST form-{pl|eu}/declaration-acceptance (docs/spec/flow/calls.md#named-actions action DECLARATION_ACCEPTANCE). */
export const declarationsRequestSchema = pure(() =>
  stepRequest(declarationsFieldsSchema.entries, declarationsProblems, (input) => ({
  declarations: normalizeDeclarations(input),
})),
);
