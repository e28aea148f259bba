import { calendarDateOf, denialPendingSchema, personalDataProblems, type DenialReason, type PersonalDataInput } from '@onboarding/realform-api';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useFocusHeadingOnPhaseChange } from '../../../a11y/useFocusHeadingOnPhaseChange';
import { useFlow } from '../../../api/FlowContext';
import { useDraftStore } from '../../../stores/draftStore';
import { useDataStepSubmit } from '../../../submit/useDataStepSubmit';
import { DenialConfirmDialog } from './DenialConfirmDialog';
import { personalDataFromScan } from './personalDataFromScan';
import { editPersonalData, hasAnyValue } from './personalDataRules';
import { PersonalDataForm } from './PersonalDataForm';
import { PersonalDataReview } from './PersonalDataReview';

const EMPTY: PersonalDataInput = {};

/**
 * personalDataConfirm, /personal-data (docs/spec/flow/screens.md#personaldataconfirm): the applicant reviews the values first — prefilled from what the
 * server stored before or from the scanned document (docs/spec/flow/entities.md) — then corrects or confirms them. With nothing to
 * review, the form shows at once. What is typed survives a reload (the draft). The age and expiry rules are
 * judged on the field against today (issue 18) and again by the server; a denial the server would still decide
 * (from the identity document) is asked first, in a dialog.
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
  // The rules of a day (age, expiry) against the browser's day, as the server judges them on its own (issue 18).
  const problems = personalDataProblems(data, calendarDateOf(new Date()));
  const valid = Object.values(problems).every((problem) => problem === undefined);
  // A denial the server would decide asks first (issue 18): its reason while the dialog is open.
  const [pendingDenial, setPendingDenial] = useState<DenialReason | null>(null);
  const send = async (focusSummary?: () => void, confirmDenial = false) => {
    const { outcome, response } = await submit(() => client.call('personalDataConfirm', confirmDenial ? { ...data, confirmDenial: true } : data));
    const pending = v.safeParse(denialPendingSchema, response?.dataContent?.denialPending);
    if (outcome === 'stayed' && pending.success) setPendingDenial(pending.output.reason);
    if (outcome === 'failed') {
      // The server's refusal is shown on the form, next to the fields it names.
      useDraftStore.getState().update({ personalDataMode: 'edit' });
      focusSummary?.();
    }
  };

  const confirmDialog = (
    <DenialConfirmDialog
      reason={pendingDenial}
      onCancel={() => setPendingDenial(null)}
      onConfirm={() => {
        setPendingDenial(null);
        void send(undefined, true);
      }}
    />
  );
  if (reviewing) {
    return (
      <>
        <PersonalDataReview
          data={data}
          locale={locale}
          complete={valid}
          onCorrect={() => useDraftStore.getState().update({ personalDataMode: 'edit' })}
          onConfirm={() => void send()}
        />
        {confirmDialog}
      </>
    );
  }
  return (
    <>
      <PersonalDataForm
        data={data}
        locale={locale}
        canSubmit={valid}
        problems={problems}
        onEdit={(patch) => useDraftStore.getState().update({ personalData: editPersonalData(useDraftStore.getState().personalData ?? data, patch) })}
        onSubmit={(focusSummary) => void send(focusSummary)}
      />
      {confirmDialog}
    </>
  );
}
