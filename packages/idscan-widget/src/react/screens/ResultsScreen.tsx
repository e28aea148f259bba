import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CheckValue, HighLevelResult, LivenessResult } from '../../core/enumerations';
import type { JourneyResult } from '../../core/types';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { Tabs } from '../ui/Tabs';
import {
  ADDITIONAL_CHECKS,
  RESULT_CHECKS,
  fieldGroupOf,
  humanizeFieldName,
  type ExtractedFieldGroup,
  type ResultCheck,
} from './resultLabels';

/** Props of {@link ResultsScreen}. */
export interface ResultsScreenProps {
  /**
   * The scan backend's journey result (GET journey/get): the overall result (`Expired` shows the "ID given was
   * outdated" message, S1 §2), the processed documents with their extracted fields, and the additional checks
   * and scores when the backend sends them.
   */
  result: JourneyResult;
  /** S1 §3 "accumulative liveness result", judged in the browser; none when the journey had no liveness step. */
  liveness?: LivenessResult | null;
  /** "Start a new journey". Hidden when not given. */
  onNewJourney?(): void;
  /** "Log out". Hidden when not given. */
  onLogOut?(): void;
}

const GROUP_ORDER: readonly ExtractedFieldGroup[] = [
  'names', 'birth', 'document', 'licence', 'address', 'numbers', 'banking', 'issuingState', 'typeIds', 'dates', 'optional', 'mrz', 'chip', 'images', 'covid', 'other',
];

/** S1 §2 results: documents, extracted fields, high-level results, additional checks, scores; new journey and log out. */
export function ResultsScreen({ result, liveness, onNewJourney, onLogOut }: ResultsScreenProps) {
  const { t, i18n } = useLingui();
  const { HighLevelResult: highLevelResult, ProcessedDocuments: documents } = result;
  const checks: Readonly<Record<string, CheckValue>> = result.AdditionalChecks ?? {};
  const scores = result.Scores ?? {};
  // Every side's fields together: a field read on both sides shows once, as the last side read it.
  const extractedFields: Readonly<Record<string, string>> = Object.assign({}, ...documents.map((document) => document.ExtractedFields ?? {}));

  const results: Record<HighLevelResult, string> = {
    Passed: t`Passed`,
    Refer: t`Referred for review`,
    Expired: t`Expired`,
    NotAccepted: t`Not accepted`,
    NotSupported: t`Not supported`,
    Aborted: t`Aborted`,
    TCCDISAGREE: t`Terms and conditions declined`,
    Undefined: t`Undefined`,
  };
  const checkValues: Record<CheckValue, string> = {
    passed: t`Passed`,
    failed: t`Failed`,
    'not needed': t`Not needed`,
    skipped: t`Skipped`,
    undetermined: t`Undetermined`,
    'success needed': t`Success needed`,
  };
  const checkLabels: Record<ResultCheck, string> = {
    accumulativeLiveness: t`Liveness (accumulated)`,
    frontSideType: t`Front side document type`,
    backSide: t`Back side`,
    blockingPolicy: t`Blocking policy`,
    expiry: t`Expiry`,
    support: t`Document supported`,
    validation: t`Validation`,
    proofPolicy: t`Proof policy`,
    faceMatch: t`Face match`,
    underage: t`Underage rule`,
    covidPassCrossCheck: t`Covid pass cross-check`,
    dataChecks: t`Data checks`,
    lookBack: t`Look-back check`,
  };
  const groupLabels: Record<ExtractedFieldGroup, string> = {
    names: t`Names`,
    birth: t`Birth, sex and nationality`,
    document: t`Document number and dates`,
    licence: t`Licence categories and types`,
    address: t`Address`,
    numbers: t`Tax, health and social-security numbers`,
    banking: t`Bank account and issuer`,
    issuingState: t`Issuing state`,
    typeIds: t`Document type ids`,
    dates: t`Day, month and year`,
    optional: t`Optional values`,
    mrz: t`Machine-readable zone`,
    chip: t`Chip data`,
    images: t`Photos, signature and security features`,
    covid: t`Covid pass check`,
    other: t`Other fields`,
  };
  const documentTypes: Record<string, string> = {
    Passport: t`Passport`,
    DrivingLicence: t`Driving licence`,
    IdentityCard: t`National ID card`,
    HealthCard: t`Health card`,
    ElectoralCard: t`Electoral card`,
    MilitaryId: t`Military ID`,
    ForeignerId: t`Foreigner ID`,
    MembershipId: t`Membership ID`,
    TravelPermit: t`Travel permit`,
    Visa: t`Visa`,
    WeaponsLicence: t`Weapons licence`,
    AgentLicence: t`Agent's licence`,
    JobLicence: t`Job licence`,
    Selfie: t`Selfie photo`,
    CovidPass: t`Covid pass`,
    ProofOfAddress: t`Proof of address`,
    Unknown: t`Unknown`,
  };
  const overall = results[highLevelResult];
  const sides: Record<string, string> = { Front: t`Front`, Back: t`Back`, Single: t`Single side` };

  const livenessResults: Record<LivenessResult, string> = {
    Passed: t`Passed`,
    Failed: t`Failed`,
    ActionTimedOut: t`Action timed out`,
    Interrupted: t`Interrupted`,
    Undefined: t`Undefined`,
  };
  const checkLabel = (name: string) => (name in checkLabels ? checkLabels[name as ResultCheck] : humanizeFieldName(name));
  const additional = (name: string) => (ADDITIONAL_CHECKS as readonly string[]).includes(name);
  const checkRows = (names: readonly string[], extra?: ReactNode) => {
    if (names.length === 0 && !extra) return <p>{t`No checks of this kind were run.`}</p>;
    return (
      <dl className="idscan-results__list">
        {extra}
        {names.map((name) => (
          <div key={name} className="idscan-results__row" data-value={checks[name]}>
            <dt>{checkLabel(name)}</dt>
            <dd>{checkValues[checks[name]!] ?? checks[name]}</dd>
          </div>
        ))}
      </dl>
    );
  };
  // Known checks in S1 §3's order, then any others the backend sends.
  const checkNames = [
    ...RESULT_CHECKS.filter((name) => checks[name] !== undefined),
    ...Object.keys(checks).filter((name) => !(RESULT_CHECKS as readonly string[]).includes(name)),
  ];

  const fieldNames = Object.keys(extractedFields);
  const grouped = GROUP_ORDER.map((group) => ({ group, names: fieldNames.filter((name) => fieldGroupOf(name) === group) })).filter(
    (entry) => entry.names.length > 0,
  );

  const tabs = [
    {
      id: 'documents',
      label: t`Documents`,
      panel:
        documents.length === 0 ? (
          <p>{t`No documents were processed.`}</p>
        ) : (
          <table className="idscan-results__table">
            <caption className="idscan-visually-hidden">{t`Processed documents`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Document type`}</th>
                <th scope="col">{t`Side`}</th>
                <th scope="col">{t`Country`}</th>
                <th scope="col">{t`Document result`}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document, index) => (
                <tr key={`${document.DocumentType}-${document.DocumentSide}-${index}`}>
                  <td>{documentTypes[document.DocumentType] ?? humanizeFieldName(document.DocumentType)}</td>
                  <td>{sides[document.DocumentSide] ?? document.DocumentSide}</td>
                  <td>{document.IssuingCountryCode ?? '—'}</td>
                  <td>{results[document.HighLevelResult]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
    },
    {
      id: 'fields',
      label: t`Extracted fields`,
      panel:
        grouped.length === 0 ? (
          <p>{t`No fields were extracted.`}</p>
        ) : (
          grouped.map(({ group, names }) => (
            <section key={group} className="idscan-results__group" aria-label={groupLabels[group]}>
              <h3 className="idscan-subtitle">{groupLabels[group]}</h3>
              <dl className="idscan-results__list">
                {names.map((name) => {
                  const value = extractedFields[name] ?? '';
                  return (
                    <div key={name} className="idscan-results__row">
                      <dt>{humanizeFieldName(name)}</dt>
                      {/* Images come as data URLs: not shown, a strict CSP may block them and they are not text. */}
                      <dd>{value.startsWith('data:') ? t`Image not shown` : value}</dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          ))
        ),
    },
    {
      id: 'results',
      label: t`High-level results`,
      panel: (
        <>
          <dl className="idscan-results__list">
            <div className="idscan-results__row" data-value={highLevelResult}>
              <dt>{t`Overall result`}</dt>
              <dd>{overall}</dd>
            </div>
            {liveness ? (
              <div className="idscan-results__row" data-value={liveness}>
                <dt>{checkLabels.accumulativeLiveness}</dt>
                <dd>{livenessResults[liveness]}</dd>
              </div>
            ) : null}
          </dl>
          {checkNames.some((name) => !additional(name)) ? checkRows(checkNames.filter((name) => !additional(name))) : null}
        </>
      ),
    },
    { id: 'additional', label: t`Additional checks`, panel: checkRows(checkNames.filter(additional)) },
    {
      id: 'scores',
      label: t`Scores`,
      panel: (
        <dl className="idscan-results__list">
          <div className="idscan-results__row">
            <dt>{t`Trust score`}</dt>
            <dd>{scores.trust === undefined ? t`Not available` : i18n.number(scores.trust)}</dd>
          </div>
          <div className="idscan-results__row">
            <dt>{t`Third-party score`}</dt>
            <dd>{scores.thirdParty === undefined ? t`Not available` : i18n.number(scores.thirdParty)}</dd>
          </div>
        </dl>
      ),
    },
  ];

  return (
    <Screen title={t`Results`}>
      <p className="idscan-results__overall" data-result={highLevelResult}>
        <Trans>
          Overall result: <strong>{overall}</strong>
        </Trans>
      </p>
      {highLevelResult === 'Expired' ? (
        <p className="idscan-notice idscan-notice--error">
          <Trans>The ID you gave was outdated. Start a new journey with a valid document.</Trans>
        </p>
      ) : null}
      <Tabs label={t`Result details`} tabs={tabs} />
      <div className="idscan-actions">
        {onNewJourney ? <Button onClick={onNewJourney}>{t`Start a new journey`}</Button> : null}
        {onLogOut ? (
          <Button variant="secondary" onClick={onLogOut}>
            {t`Log out`}
          </Button>
        ) : null}
      </div>
    </Screen>
  );
}
