import { personalDataProblems, type PersonalDataInput } from '@onboarding/realform-api';
import { useEffect } from 'react';
import { useFocusHeadingOnPhaseChange } from '../../../a11y/useFocusHeadingOnPhaseChange';
import { useFlow } from '../../../api/FlowContext';
import { useDraftStore } from '../../../stores/draftStore';
import { useDataStepSubmit } from '../shared/useDataStepSubmit';
import { personalDataFromScan } from './personalDataFromScan';
import { editPersonalData, hasAnyValue } from './personalDataRules';
import { PersonalDataForm } from './PersonalDataForm';
import { PersonalDataReview } from './PersonalDataReview';

const EMPTY: PersonalDataInput = {};

/**
 * personalDataConfirm, /personal-data (S0 §2): the applicant reviews the values first — prefilled from what the
 * server stored before or from the scanned document (S0 §3) — then corrects or confirms them. With nothing to
 * review, the form shows at once. What is typed survives a reload (the draft), and the server judges the whole
 * answer (age, expiry, PESEL against the date of birth) when it is sent.
 */
export function PersonalDataScreen() {
  const { client, locale } = useFlow();
  const stored = useDraftStore((s) => s.personalData);
  const scanned = useDraftStore((s) => s.scannedDocuments);
  const mode = useDraftStore((s) => s.personalDataMode);
  const submit = useDataStepSubmit();

  useEffect(() => {
    if (stored !== null) return;
    const prefill = personalDataFromScan(scanned);
    useDraftStore.getState().update({ personalData: prefill ?? EMPTY, personalDataMode: hasAnyValue(prefill) ? 'review' : 'edit' });
  }, [stored, scanned]);

  const data = stored ?? personalDataFromScan(scanned) ?? EMPTY;
  const reviewing = mode === 'review' && hasAnyValue(data);
  useFocusHeadingOnPhaseChange(reviewing ? 'review' : 'edit');
  const problems = personalDataProblems(data);
  const valid = Object.values(problems).every((problem) => problem === undefined);
  const send = async (focusSummary?: () => void) => {
    const { outcome } = await submit(() => client.call('personalDataConfirm', data));
    if (outcome === 'failed') {
      // The server's refusal is shown on the form, next to the fields it names.
      useDraftStore.getState().update({ personalDataMode: 'edit' });
      focusSummary?.();
    }
  };

  if (reviewing) {
    return (
      <PersonalDataReview
        data={data}
        locale={locale}
        complete={valid}
        onCorrect={() => useDraftStore.getState().update({ personalDataMode: 'edit' })}
        onConfirm={() => void send()}
      />
    );
  }
  return (
    <PersonalDataForm
      data={data}
      locale={locale}
      canSubmit={valid}
      problems={problems}
      onEdit={(patch) => useDraftStore.getState().update({ personalData: editPersonalData(useDraftStore.getState().personalData ?? data, patch) })}
      onSubmit={(focusSummary) => void send(focusSummary)}
    />
  );
}
