import { msg } from '@lingui/core/macro';
import { pageText, spacesCollapsed } from '@repo/test-utils/page-text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { expectNoHorizontalOverflow, LONG_WORD, longTextRtl } from '../test/longTextDecorators';

/** The four rules' wording: an arg, so that it follows the locale toolbar like the labels (apps/storybook/src/storyLabels.ts). */
interface RuleLabels {
  length: string;
  case: string;
  digit: string;
  special: string;
}

/** docs/spec/flow/validation.md#password: at least 8 characters, lower and upper case, a digit, a special character. */
function rulesFor(password: string, labels: RuleLabels) {
  return [
    { id: 'length', label: labels.length, met: password.length >= 8 },
    { id: 'case', label: labels.case, met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
    { id: 'digit', label: labels.digit, met: /\d/.test(password) },
    { id: 'special', label: labels.special, met: /[^\p{L}\d\s]/u.test(password) },
  ];
}

/** A registration password: the rules follow what is typed. */
function Registration({ ruleLabels, ...props }: PasswordFieldProps & { ruleLabels: RuleLabels }) {
  const [password, setPassword] = useState(props.defaultValue ?? '');
  return (
    <PasswordField
      {...props}
      defaultValue={undefined}
      value={password}
      onValueChange={(value) => {
        setPassword(value);
        props.onValueChange?.(value);
      }}
      rules={rulesFor(password, ruleLabels)}
    />
  );
}

const meta = {
  title: 'Form fields/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    onValueChange: fn(),
    ruleLabels: {
      length: 'At least 8 characters',
      case: 'Lower-case and upper-case letters',
      digit: 'At least one digit',
      special: 'At least one special character, such as ! ? # or %',
    },
  },
  render: (args) => <Registration {...args} />,
} satisfies Meta<PasswordFieldProps & { ruleLabels: RuleLabels }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Tr0mb*ne' } };

export const Error: Story = { tags: ['visual'], args: { defaultValue: 'abc', error: 'Choose a password that meets all four rules' } };

export const Disabled: Story = { args: { defaultValue: 'Tr0mb*ne', disabled: true } };

export const LongLabel: Story = {
  args: { label: 'Create a password to come back to your application later and to sign in to the client zone' },
};

export const WithHint: Story = { args: { hint: 'You will use it to sign in to the client zone' } };

export const Polish: Story = {
  globals: { locale: 'pl' },
  args: {
    label: 'Hasło',
    hint: 'Posłuży do logowania',
    defaultValue: 'abcdefgh',
    ruleLabels: { length: 'Co najmniej 8 znaków', case: 'Mała i wielka litera', digit: 'Cyfra', special: 'Znak specjalny, np. ! @ # $' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Siła hasła: słaba')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Pokaż hasło' })).toBeVisible();
  },
};

/** Without rules: a sign-in password with the show/hide toggle only. */
export const SignIn: Story = {
  args: { autoComplete: 'current-password' },
  render: ({ ruleLabels: _rules, ...args }) => <PasswordField {...args} />,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const input = canvas.getByLabelText(pageText(context, msg`Password`));
    await userEvent.type(input, 'a*+ b');
    await expect(input).toHaveValue('a*+ b');
    await userEvent.click(canvas.getByRole('button', { name: pageText(context, msg`Show password`) }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: pageText(context, msg`Hide password`) })).toBeVisible();
  },
};

/** docs/spec/flow/validation.md#password: each met rule adds 25 % to the meter; red for 1, amber for 2–3, green for 4 — checked in real pixels. */
export const StrengthGrows: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(pageText(context, msg`Password`));
    const meter = canvas.getByRole('meter', { name: pageText(context, msg`Password strength`) });
    const bar = canvasElement.querySelector<HTMLElement>('.of-strength__bar')!;
    const track = canvasElement.querySelector<HTMLElement>('.of-strength__track')!;
    const fill = () => Math.round((bar.getBoundingClientRect().width / track.clientWidth) * 100);
    const colour = () => getComputedStyle(bar).backgroundColor;
    // The bar's width animates: wait until it reaches the expected width, however slowly a busy machine animates.
    const fillReaches = (percent: number) => waitFor(() => expect(fill()).toBe(percent), { timeout: 15_000 });

    await fillReaches(0);
    await userEvent.type(input, 'abcdefgh');
    await fillReaches(25);
    await expect(colour()).toBe('rgb(185, 28, 28)');
    await userEvent.type(input, 'A');
    await fillReaches(50);
    await expect(colour()).toBe('rgb(180, 83, 9)');
    await userEvent.type(input, '1');
    await fillReaches(75);
    await expect(colour()).toBe('rgb(180, 83, 9)');
    await userEvent.type(input, '!');
    await fillReaches(100);
    await expect(colour()).toBe('rgb(21, 128, 61)');
    await expect(meter).toHaveAttribute('aria-valuetext', pageText(context, msg`Strong`));
    await expect(canvas.getByText(spacesCollapsed(pageText(context, msg`Password strength: strong`)))).toBeVisible();
  },
};

export const LongTextRtl: Story = {
  decorators: [longTextRtl],
  args: { defaultValue: 'Tr0mb*ne', hint: `You will sign in to ${LONG_WORD} with it`, error: `Do not use ${LONG_WORD}` },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
