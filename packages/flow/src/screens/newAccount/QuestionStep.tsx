import { Trans } from '@lingui/react/macro';
import { Button, YesNoField } from '@onboarding/form-fields';
import { useState, type ReactNode } from 'react';
import { StepHeading } from '../../layout/StepHeading';

/**
 * A yes/no question with a continue button that is disabled until an answer is chosen (S0 §5: language choice;
 * S0 §4: the Ukrainian EU-address question).
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
      <YesNoField name={name} label={question} value={answer} onValueChange={setAnswer} />
      <Button type="submit" variant="primary" disabled={answer === null}>
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
