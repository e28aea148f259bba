export { Button } from './Button';
export { Checkbox } from './Checkbox';
export {
  OPTION_LIST_MAX_HEIGHT,
  OPTION_LIST_MAX_HEIGHT_SMALL,
  OPTION_TEXT_MAX_LENGTH,
  SMALL_WINDOW_HEIGHT,
} from './constants';
export { ConfirmEmailField } from './ConfirmEmailField';
export { CountrySelect } from './CountrySelect';
export { EmailField } from './EmailField';
export { ErrorSummary } from './ErrorSummary';
export { Field } from './Field';
export { GlobalErrorBanner } from './GlobalErrorBanner';
export { filterText, isAllowedCharacter, KEYBOARD_FILTERS } from './keyboardFilters';
export { Loader } from './Loader';
export { loadMessages } from './locales';
export { PasswordField } from './PasswordField';
export { PASSWORD_RULE_COUNT, passwordStrengthLevel } from './passwordStrength';
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { PhoneField } from './PhoneField';
export { TextField } from './TextField';
export { truncateText } from './truncateText';
export { VisuallyHidden } from './VisuallyHidden';
export { YesNoField } from './YesNoField';

export type { ButtonProps } from './Button';
export type { CheckboxProps } from './Checkbox';
export type { ConfirmEmailFieldProps } from './ConfirmEmailField';
export type { CountrySelectOption, CountrySelectProps } from './CountrySelect';
export type { EmailFieldProps } from './EmailField';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export type { FieldControlProps, FieldProps } from './Field';
export type { GlobalErrorBannerProps } from './GlobalErrorBanner';
export type { KeyboardFilter, KeyboardFilterRule } from './keyboardFilters';
export type { LoaderProps } from './Loader';
export type { PasswordFieldProps, PasswordRule } from './PasswordField';
export type { PasswordStrengthLevel } from './passwordStrength';
export type { PasswordStrengthMeterProps } from './PasswordStrengthMeter';
export type { PhoneFieldProps, PhonePrefixSelectOption } from './PhoneField';
export type { TextFieldProps } from './TextField';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export type { YesNoFieldProps } from './YesNoField';
