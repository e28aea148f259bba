import { InputField, type InputFieldProps } from '../InputField/InputField';

/**
 * Props of {@link TextField}: the label, optional hint and error, the value (controlled or not), the keyboard
 * filter, and any other `<input>` attribute (`name`, `autoComplete`, `inputMode`, `maxLength`, …).
 */
export type TextFieldProps = InputFieldProps;

/**
 * A one-line text field with a keyboard filter (docs/spec/flow/validation.md#keyboard-filters): label, hint, error, input, in that order.
 *
 * @example
 * <TextField label={t`City`} name="city" autoComplete="address-level2" value={city} onValueChange={setCity} />
 */
export function TextField(props: TextFieldProps) {
  return <InputField {...props} />;
}
