import { InputField, type InputFieldProps } from '../InputField/InputField';

/** Props of {@link EmailField}: those of a text field without `type` and `filter`, which it sets itself. */
export type EmailFieldProps = Omit<InputFieldProps, 'type' | 'filter'>;

/**
 * An e-mail address field: `type="email"`, the e-mail keyboard on phones, autofill, no spell-check.
 *
 * Only whitespace is filtered out. docs/spec/flow/validation.md#keyboard-filters's "asterisk and plus always blocked" is for text inputs: '+' and '*'
 * are valid in an address's local part (`name+tag@example.com`), so this field lets them through.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <InputField
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      {...props}
      type="email"
      filter="email"
    />
  );
}
