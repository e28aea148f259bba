import { Trans, useLingui } from '@lingui/react/macro';
import type { HighLevelResult, LivenessResult } from '../../core/enumerations';
import type { AdditionalCheckResult, JourneyResult } from '../../core/types';
import { Button } from '../ui/Button';
import { Screen } from '../ui/Screen';
import { Tabs } from '../ui/Tabs';
import {
  RESULT_CHECKS,
  SERVER_CHECKS,
  SERVER_SCORES,
  fieldGroupOf,
  humanizeFieldName,
  type ExtractedFieldGroup,
  type ResultCheck,
  type ServerCheck,
  type ServerScore,
} from './resultLabels';

/** Props of {@link ResultsScreen}. */
export interface ResultsScreenProps {
  /**
   * The server's verdict (POST journey/end): the overall result (`Expired` shows the "ID given was outdated"
   * message, docs/spec/widget/screens.md#results; `NotAccepted` says the identity could not be confirmed), the processed documents with their
   * extracted fields, and the additional checks and scores when the server sends them.
   */
  result: JourneyResult;
  /** docs/spec/widget/entities.md#result-checks "accumulative liveness result" as the server answered the liveness pictures; none without that step. */
  liveness?: LivenessResult | null;
  /** "Start a new journey". Hidden when not given. */
  onNewJourney?(): void;
  /** "Log out". Hidden when not given. */
  onLogOut?(): void;
}

const GROUP_ORDER: readonly ExtractedFieldGroup[] = [
  'names', 'birth', 'document', 'licence', 'address', 'numbers', 'banking', 'issuingState', 'typeIds', 'dates', 'optional', 'mrz', 'chip', 'images', 'covid', 'other',
];

/** A check or score name compared without case or separators: `FaceMatch`, `faceMatch`, `face_match`. */
function labelKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** docs/spec/widget/screens.md#results results: documents, extracted fields, high-level results, additional checks, scores; new journey and log out. */
export function ResultsScreen({ result, liveness, onNewJourney, onLogOut }: ResultsScreenProps) {
  const { t, i18n } = useLingui();
  const { HighLevelResult: highLevelResult, ProcessedDocuments: documents } = result;
  const checks = result.AdditionalChecks ?? [];
  const scores = Object.entries(result.Scores ?? {});
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
  const checkResults: Record<AdditionalCheckResult, string> = {
    Passed: t`Passed`,
    Failed: t`Failed`,
    Undetermined: t`Undetermined`,
    NotNeeded: t`Not needed`,
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
  // The server's checks and scores (journeyVerdict.ts) in plain words: what each one confirms about the journey.
  const serverCheckLabels: Record<ServerCheck, string> = {
    StepsComplete: t`All steps completed`,
    PhotoQuality: t`Photo quality`,
    DocumentPresent: t`It is an identity document`,
    MrzRead: t`Machine-readable zone read`,
    DocumentExpiry: t`Document not expired`,
    DocumentPortrait: t`Photo on the document`,
    FaceMatch: t`Selfie matches the document photo`,
    SelfieAntispoof: t`Selfie is a live person, not a picture`,
    Liveness: t`Liveness check`,
    Analysers: t`Automatic checks could run`,
  };
  const serverScoreLabels: Record<ServerScore, string> = {
    FaceMatch: t`Face match score`,
    SelfieAntispoof: t`Selfie live-person score`,
    Liveness: t`Liveness score`,
    LivenessAntispoof: t`Liveness live-person score`,
    LivenessFaceMatch: t`Liveness face match score`,
  };
  // Names are matched whatever their spelling (`FaceMatch`, `faceMatch`, `face_match`); the server's own names come
  // last so they win over the docs/spec/widget/entities.md check of the same name. A name the widget does not know gets one generic
  // translated label, never the raw name: every user-visible string is translated (docs/architecture.md#internationalisation).
  const checkLabelsByKey = new Map<string, string>([
    ...RESULT_CHECKS.map((name): [string, string] => [labelKey(name), checkLabels[name]]),
    ['mrz', serverCheckLabels.MrzRead],
    ...SERVER_CHECKS.map((name): [string, string] => [labelKey(name), serverCheckLabels[name]]),
  ]);
  const scoreLabelsByKey = new Map<string, string>([
    ['trust', t`Trust score`],
    ['thirdparty', t`Third-party score`],
    ...SERVER_SCORES.map((name): [string, string] => [labelKey(name), serverScoreLabels[name]]),
  ]);
  const checkLabel = (name: string) => checkLabelsByKey.get(labelKey(name)) ?? t`Other check`;
  const scoreLabel = (name: string) => scoreLabelsByKey.get(labelKey(name)) ?? t`Other score`;

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
        </>
      ),
    },
    {
      id: 'additional',
      label: t`Additional checks`,
      panel:
        checks.length === 0 ? (
          <p>{t`No checks of this kind were run.`}</p>
        ) : (
          <dl className="idscan-results__list">
            {checks.map((check, index) => (
              <div key={`${check.Name}-${index}`} className="idscan-results__row" data-value={check.Result}>
                <dt>{checkLabel(check.Name)}</dt>
                {/* `Reason` is not shown: it is the server's English diagnostic for operators, who read it in the verdict. */}
                <dd>{checkResults[check.Result] ?? checkResults.Undetermined}</dd>
              </div>
            ))}
          </dl>
        ),
    },
    {
      id: 'scores',
      label: t`Scores`,
      panel:
        scores.length === 0 ? (
          <p>{t`The server sent no scores.`}</p>
        ) : (
          <dl className="idscan-results__list">
            {scores.map(([name, score]) => (
              <div key={name} className="idscan-results__row">
                <dt>{scoreLabel(name)}</dt>
                <dd>{i18n.number(score)}</dd>
              </div>
            ))}
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
      {highLevelResult === 'NotAccepted' ? (
        <p className="idscan-notice idscan-notice--error">
          <Trans>We could not confirm your identity from the photos that were sent, so the check was not accepted. Start a new journey to try again.</Trans>
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
