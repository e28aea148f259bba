import { Button, DateField, ErrorSummary, TextField, YesNoField, type ErrorSummaryItem } from '@onboarding/form-fields';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/**
 * A question page composed from the product's parts, as the "Compose a question page" docs page describes (GOV.UK's
 * question pages are the reference): a back link, the error summary above the heading after a failed submit, one
 * h1, the fields in label → hint → error → control order, one primary button.
 */
function QuestionPage() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [name, setName] = useState('');
  const [birth, setBirth] = useState('');
  const [pep, setPep] = useState<boolean | null>(null);
  const errorOf = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: ErrorSummaryItem[] = [];
    if (name.trim() === '') found.push({ fieldId: 'qp-name', message: 'Enter your full name' });
    if (birth === '') found.push({ fieldId: 'qp-birth', message: 'Enter your date of birth' });
    if (pep === null) found.push({ fieldId: 'qp-pep', message: 'Select yes if you are a politically exposed person' });
    setErrors(found);
  };

  return (
    <div className="sb-question-page">
      <a className="sb-question-page__back" href="#qp-form">
        Back
      </a>
      <ErrorSummary errors={errors} autoFocus />
      <h1 className="sb-question-page__heading">Your personal details</h1>
      <p className="sb-question-page__lead">We need these to open your account. It takes about 2 minutes.</p>
      <form id="qp-form" noValidate onSubmit={submit}>
        <TextField id="qp-name" name="name" label="Full name" autoComplete="name" value={name} onValueChange={setName} error={errorOf('qp-name')} />
        <DateField id="qp-birth" label="Date of birth" hint="For example, 27 3 1990" autoComplete="bday" value={birth} onValueChange={setBirth} error={errorOf('qp-birth')} />
        <YesNoField
          id="qp-pep"
          label="Are you a politically exposed person?"
          hint="Someone who holds, or held in the last 12 months, a prominent public function."
          value={pep}
          onValueChange={setPep}
          error={errorOf('qp-pep')}
        />
        <Button type="submit">Continue</Button>
      </form>
    </div>
  );
}

const meta = {
  title: 'Design system/Question page',
  component: QuestionPage,
  parameters: { layout: 'fullscreen' },
  // Shown on the "Compose a question page" docs page instead of an autodocs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Continue with nothing filled in: the summary takes focus and each link moves focus to its field. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your full name' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};
