import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { stepNameOf } from '../routing/stepNameOf';
import { PROGRESS_STAGES, stepPosition } from './progressStages';

/**
 * Where the applicant is in the application: "Step 3 of 9: Personal details" as text, and a bar of one segment per
 * stage drawn after it (hidden from assistive technology: the text says it all). Shown above the step on the steps of
 * the application (PROGRESS_STAGES); the entry and the outcome screens have none. The time to finish stays in the
 * header (docs/spec/flow/overview.md#time-to-finish).
 */
export function StepProgress() {
  const { i18n } = useLingui();
  const stepName = useRouterState({ select: (state) => stepNameOf(state.location.pathname, state.location.state) });
  const position = stepPosition(stepName);
  if (!position) return null;
  const { current, total } = position;
  const label = i18n._(position.label);
  return (
    <div className="onb-progress" data-step-progress="">
      <p className="onb-progress__text">
        <Trans>
          Step {current} of {total}: <span className="onb-progress__stage">{label}</span>
        </Trans>
      </p>
      <ol className="onb-progress__bar" aria-hidden="true">
        {PROGRESS_STAGES.map((stage, index) => (
          <li
            key={stage.label.id}
            className="onb-progress__segment"
            data-state={index + 1 < current ? 'done' : index + 1 === current ? 'current' : undefined}
          />
        ))}
      </ol>
    </div>
  );
}
