import { SMS_CODE_LENGTH } from '../constants';
import { InputField, type InputFieldProps } from '../InputField/InputField';

/** Props of {@link SmsCodeField}: those of a text field without `type`, `filter` and `inputMode`, which it sets. */
export type SmsCodeFieldProps = Omit<InputFieldProps, 'type' | 'filter' | 'inputMode'>;

/**
 * The code from a text message (docs/spec/flow/screens.md#mobilesms desktopSms, mobileSms): digits only, typed or pasted ("Your code: 123 456"
 * becomes `123456`), the numeric keypad on phones, and `autocomplete="one-time-code"` so phones offer the code
 * from the message. At most 6 digits (docs/security.md#one-time-codes) unless `maxLength` says otherwise.
 *
 * @example
 * <SmsCodeField label={t`Code from the text message`} value={code} onValueChange={setCode} />
 */
export function SmsCodeField(props: SmsCodeFieldProps) {
  return (
    <InputField
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      spellCheck={false}
      autoCorrect="off"
      {...props}
      type="text"
      inputMode="numeric"
      filter="numeric"
      fieldClassName="of-sms-code"
    />
  );
}
