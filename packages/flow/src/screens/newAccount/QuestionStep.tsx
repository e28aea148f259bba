import { Trans, useLingui } from '@lingui/react/macro';
import { YesNoField } from '@onboarding/form-fields';
import { useState, type ReactNode } from 'react';
import { StepActions } from '../../layout/StepActions';
import { StepHeading } from '../../layout/StepHeading';

/**
 * A yes/no question with a continue button that is disabled until an answer is chosen (docs/spec/flow/validation.md: language choice;
 * docs/spec/flow/states.md#address: the Ukrainian EU-address question).
 */
export function QuestionStep({
  heading,
  question,
  name,
  onAnswer,
}: {
  heading: ReactNode;
  question: string;
  name: string;
  onAnswer(answer: boolean): void;
}) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<boolean | null>(null);
  return (
    <form
      className="onb-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (answer !== null) onAnswer(answer);
      }}
    >
      <StepHeading>{heading}</StepHeading>
      <YesNoField id={`field-${name}`} name={name} label={question} value={answer} onValueChange={setAnswer} />
      <StepActions problems={{ [name]: answer === null ? t`Answer yes or no.` : undefined }}>
        <Trans>Next</Trans>
      </StepActions>
    </form>
  );
}
