import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONSENT_FIELDS,
  CONSENT_LABELS,
  CONSENTS,
  DATA_USER_DECLARATION_LABELS,
  DATA_USER_DECLARATIONS,
  needsEnglishConfirmation,
  type Consent,
  type DataUserDeclaration,
  INVESTMENT_GOAL_LABELS,
  INVESTMENT_GOALS,
  type InvestmentGoal,
} from '@onboarding/dictionaries';
import { Checkbox, CheckboxList, ErrorSummary, Modal, Select, TextField, YesNoField } from '@onboarding/form-fields';
import { consentsFor, declarationsProblems, type DeclarationsInput } from '@onboarding/realform-api';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFlow } from '../../../api/FlowContext';
import { StepActions } from '../../../layout/StepActions';
import { StepHeading } from '../../../layout/StepHeading';
import { useDraftStore } from '../../../stores/draftStore';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';
import { useErrorSummary } from '../../../validation/useErrorSummary';
import { useValidateOnBlur } from '../../../validation/useValidateOnBlur';
import { RadioGroupField } from '../shared/RadioGroupField';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { agreementDocuments } from './agreementDocuments';
import { InfoButton } from './InfoButton';

type Popup = 'usaTaxPayer' | 'pep' | 'dataUser';

const FIELDS = [
  'usaTaxPayer',
  'usaTin',
  'pepDeclaration',
  'dataUserDeclaration',
  'investmentGoal',
  'documentsAcceptance',
  ...Object.values(CONSENT_FIELDS),
  'confirmEnglishKnowledgeAgreement',
  'confirmElectronicAgreement',
] as const;

const isConsent = (value: string): value is Consent => (CONSENTS as readonly string[]).includes(value);

/** docs/spec/flow/states.md#declarations "Declarations": changing the US taxpayer answer clears the US TIN. */
export function editDeclarations(current: DeclarationsInput, patch: Partial<DeclarationsInput>): DeclarationsInput {
  const next = { ...current, ...patch };
  if ('usaTaxPayer' in patch && patch.usaTaxPayer !== current.usaTaxPayer) next.usaTin = '';
  return next;
}

/**
 * declarationAcceptance, /declaration-acceptance (docs/spec/flow/screens.md#taxofficedetails, docs/spec/flow/validation.md#declarations): the US taxpayer question (with a US TIN for yes),
 * the politically-exposed-person question, the market-data user declaration, the agreement documents (download
 * all, show all), the consents the server lists and — outside Polish and English — the English-knowledge
 * confirmation. While an info popup is open the form is hidden (docs/spec/flow/screens.md).
 */
export function DeclarationsScreen() {
  const { t, i18n } = useLingui();
  const { client, locale, brand } = useFlow();
  const stored = useDraftStore((s) => s.declarations);
  const listed = useDraftStore((s) => s.consents);
  const errors = useFieldErrorsStore((s) => s.errors);
  const { validate, clear } = useValidateOnBlur();
  const submit = useDataStepSubmit();
  const { ref: summaryRef, items: summaryItems, focus: focusSummary } = useErrorSummary(FIELDS);
  const [popup, setPopup] = useState<Popup | null>(null);
  const data: DeclarationsInput = stored ?? {};
  // The brand's documents in the page's language (brand settings `documents`), or the built-in list without links.
  const { documents, archiveHref } = useMemo(() => agreementDocuments(brand, locale, i18n), [brand, locale, i18n]);
  const [acceptedDocuments, setAcceptedDocuments] = useState<string[]>(() =>
    data.documentsAcceptance ? documents.map((document) => document.id) : [],
  );
  const english = needsEnglishConfirmation(locale);

  // The consent list comes with the currency answer (docs/spec/flow/entities.md#currency); a session resumed here reads the dictionaries, once
  // per session (docs/architecture.md#the-front-end), and falls back to the contract's list of the brand if they cannot be read.
  const dictionaries = useQuery({
    queryKey: ['getDictionariesList', locale, brand.brand],
    queryFn: () => client.call('getDictionariesList', {}),
    enabled: listed === null,
  });
  const served = (dictionaries.data as { consents?: unknown } | undefined)?.consents;
  const consentList: readonly string[] | null =
    listed ?? (Array.isArray(served) ? served.filter((c): c is string => typeof c === 'string') : dictionaries.isError ? consentsFor(brand.brand) : null);

  const consents = (consentList ?? []).filter(isConsent);
  const edit = (patch: Partial<DeclarationsInput>) => {
    for (const name of Object.keys(patch)) clear(name);
    useDraftStore.getState().update({ declarations: editDeclarations(useDraftStore.getState().declarations ?? {}, patch) });
  };
  const everyDocumentAccepted = (accepted: readonly string[]) => documents.every((document) => accepted.includes(document.id));
  const allAccepted = everyDocumentAccepted(acceptedDocuments);
  const problems = declarationsProblems({ ...data, documentsAcceptance: allAccepted, brand: brand.brand, languageCode: locale });
  // docs/spec/flow/validation.md#declarations: the consent checkboxes count only where the server listed them.
  const consentFields = new Set<string>(Object.values(CONSENT_FIELDS));
  const shownConsentFields = new Set<string>(consents.map((consent) => CONSENT_FIELDS[consent]));
  // What stops Next, as listed next to it: the rules' problems of the fields shown, and every shown consent unticked.
  const shownProblems: Partial<Record<string, string>> = Object.fromEntries(
    Object.entries(problems).filter(([field, problem]) => problem !== undefined && !(consentFields.has(field) && !shownConsentFields.has(field))),
  );
  for (const consent of consents) if (data[CONSENT_FIELDS[consent]] !== true) shownProblems[CONSENT_FIELDS[consent]] = `${CONSENT_FIELDS[consent]}.required`;
  const canSubmit = consentList !== null && Object.keys(shownProblems).length === 0;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const { outcome } = await submit(() =>
      client.call('declarationAcceptance', {
        ...data,
        usaTin: data.usaTaxPayer ? data.usaTin : null,
        documentsAcceptance: true,
        confirmEnglishKnowledgeAgreement: english ? data.confirmEnglishKnowledgeAgreement === true : null,
      }),
    );
    if (outcome === 'failed') focusSummary();
  };

  return (
    <>
      <form className="onb-step" onSubmit={send} noValidate hidden={popup !== null}>
        <StepHeading>
          <Trans>Declarations and documents</Trans>
        </StepHeading>
        <ErrorSummary ref={summaryRef} title={t`There is a problem`} errors={summaryItems} />
        <YesNoField
          id="field-usaTaxPayer"
          name="usaTaxPayer"
          label={t`Are you a US taxpayer?`}
          hint={<InfoButton onOpen={() => setPopup('usaTaxPayer')}>{t`Who is a US taxpayer?`}</InfoButton>}
          value={typeof data.usaTaxPayer === 'boolean' ? data.usaTaxPayer : null}
          error={errors.usaTaxPayer}
          onValueChange={(usaTaxPayer) => edit({ usaTaxPayer })}
        />
        {data.usaTaxPayer === true ? (
          <TextField
            id="field-usaTin"
            name="usaTin"
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            label={t`US taxpayer identification number (SSN or ITIN)`}
            hint={t`9 digits, for example 123-45-6789.`}
            value={data.usaTin ?? ''}
            error={errors.usaTin}
            onValueChange={(usaTin) => edit({ usaTin })}
            onBlur={() => data.usaTin && validate('usaTin', data.usaTin)}
          />
        ) : null}
        <YesNoField
          id="field-pepDeclaration"
          name="pepDeclaration"
          label={t`Are you a politically exposed person?`}
          hint={<InfoButton onOpen={() => setPopup('pep')}>{t`Who is a politically exposed person?`}</InfoButton>}
          value={typeof data.pepDeclaration === 'boolean' ? data.pepDeclaration : null}
          error={errors.pepDeclaration}
          onValueChange={(pepDeclaration) => edit({ pepDeclaration })}
        />
        <RadioGroupField<DataUserDeclaration>
          id="field-dataUserDeclaration"
          name="dataUserDeclaration"
          label={t`How will you use stock exchange data?`}
          hint={<InfoButton onOpen={() => setPopup('dataUser')}>{t`What is the difference?`}</InfoButton>}
          options={DATA_USER_DECLARATIONS.map((value) => ({ value, label: i18n._(DATA_USER_DECLARATION_LABELS[value]) }))}
          value={(data.dataUserDeclaration as DataUserDeclaration | null | undefined) ?? null}
          error={errors.dataUserDeclaration}
          onValueChange={(dataUserDeclaration) => edit({ dataUserDeclaration })}
        />
        {/* docs/spec/flow/entities.md#other-fields investmentGoal: the purpose of the account, from the purposeContract list (issue 17). Optional. */}
        <Select<InvestmentGoal>
          id="field-investmentGoal"
          name="investmentGoal"
          label={t`Main purpose of your account (optional)`}
          options={INVESTMENT_GOALS.map((value) => ({ value, label: i18n._(INVESTMENT_GOAL_LABELS[value]) }))}
          value={(data.investmentGoal as InvestmentGoal | null | undefined) ?? null}
          error={errors.investmentGoal}
          onValueChange={(investmentGoal) => edit({ investmentGoal })}
        />
        <CheckboxList
          id="field-documentsAcceptance"
          name="documentsAcceptance"
          label={t`I have read and accept these documents`}
          hint={documents.some((document) => document.href) ? t`Tick each document. The links open the documents in a new tab.` : t`Tick each document.`}
          items={documents.map((document) => ({ id: document.id, label: document.title, ...(document.href ? { href: document.href } : {}) }))}
          value={acceptedDocuments}
          error={errors.documentsAcceptance}
          onValueChange={(checked) => {
            clear('documentsAcceptance');
            setAcceptedDocuments(checked);
            edit({ documentsAcceptance: everyDocumentAccepted(checked) });
          }}
          // docs/spec/flow/screens.md#declarationacceptance "a download-all link": the label is a link that downloads the archive of this locale; ticking the box
          // opens the same archive (docs/spec/flow/states.md#declarations "ticking download-all opens the download link").
          {...(archiveHref
            ? {
                downloadAllHref: archiveHref,
                downloadAllLabel: (
                  <a href={archiveHref} download>
                    {t`Download all documents`}
                  </a>
                ),
              }
            : {})}
          downloadAll={data.downloadAll === true}
          onDownloadAllChange={(downloadAll) => edit({ downloadAll })}
        />
        {consents.map((consent) => {
          const field = CONSENT_FIELDS[consent];
          return (
            <Checkbox
              key={consent}
              id={`field-${field}`}
              name={field}
              label={i18n._(CONSENT_LABELS[consent])}
              checked={data[field] === true}
              error={errors[field]}
              onCheckedChange={(checked) => edit({ [field]: checked })}
            />
          );
        })}
        {english ? (
          <Checkbox
            id="field-confirmEnglishKnowledgeAgreement"
            name="confirmEnglishKnowledgeAgreement"
            label={t`I confirm that I understand English well enough to read the agreement documents, which are in English.`}
            checked={data.confirmEnglishKnowledgeAgreement === true}
            error={errors.confirmEnglishKnowledgeAgreement}
            onCheckedChange={(confirmEnglishKnowledgeAgreement) => edit({ confirmEnglishKnowledgeAgreement })}
          />
        ) : null}
        {/* docs/spec/flow/entities.md#other-fields confirmElectronicAgreement: the agreement and its documents in electronic form. Optional. */}
        <Checkbox
          id="field-confirmElectronicAgreement"
          name="confirmElectronicAgreement"
          label={t`I agree to conclude the account agreement electronically and to receive its documents electronically (optional).`}
          checked={data.confirmElectronicAgreement === true}
          error={errors.confirmElectronicAgreement}
          onCheckedChange={(confirmElectronicAgreement) => edit({ confirmElectronicAgreement })}
        />
        <StepActions problems={shownProblems} disabled={consentList === null}>
          <Trans>Next</Trans>
        </StepActions>
      </form>
      {/* After the form, so the form is shown again before a closing popup gives focus back to its opener. */}
      <Modal open={popup === 'usaTaxPayer'} onOpenChange={(open) => setPopup(open ? 'usaTaxPayer' : null)} title={t`Who is a US taxpayer?`}>
        <p>
          <Trans>
            You are a US taxpayer if you are a US citizen (also with a second citizenship), hold a green card, or stayed in the United States long
            enough in the last three years to be a US resident for tax purposes.
          </Trans>
        </p>
      </Modal>
      <Modal open={popup === 'pep'} onOpenChange={(open) => setPopup(open ? 'pep' : null)} title={t`Who is a politically exposed person?`}>
        <p>
          <Trans>
            A person who holds or held in the last 12 months a prominent public function — such as a head of state, a minister, a member of
            parliament, a judge of a high court, an ambassador or a member of the board of a central bank or a state-owned company — and their
            close family members and close associates.
          </Trans>
        </p>
      </Modal>
      <Modal open={popup === 'dataUser'} onOpenChange={(open) => setPopup(open ? 'dataUser' : null)} title={t`Professional and non-professional data users`}>
        <p>
          <Trans>
            You are a non-professional user if you use stock exchange data only to manage your own money. You are a professional user if you use
            it in your work, for example at a bank, an investment firm or as an adviser, or share it with others.
          </Trans>
        </p>
      </Modal>
    </>
  );
}
