export { Button } from './Button/Button';
export { Checkbox } from './Checkbox/Checkbox';
export {
  OPTION_LIST_MAX_HEIGHT,
  OPTION_LIST_MAX_HEIGHT_SMALL,
  OPTION_TEXT_MAX_LENGTH,
  SMALL_WINDOW_HEIGHT,
} from './constants';
export { ConfirmEmailField } from './ConfirmEmailField/ConfirmEmailField';
export { CountrySelect } from './CountrySelect/CountrySelect';
export { EmailField } from './EmailField/EmailField';
export { ErrorSummary } from './ErrorSummary/ErrorSummary';
export { Field } from './Field/Field';
export { GlobalErrorBanner } from './GlobalErrorBanner/GlobalErrorBanner';
export { filterText, isAllowedCharacter, KEYBOARD_FILTERS } from './keyboard/keyboardFilters';
export { Loader } from './Loader/Loader';
export { loadMessages } from './locales';
export { PasswordField } from './PasswordField/PasswordField';
export {
  PASSWORD_RULE_COUNT,
  // Deprecated alias of strengthLevelForMetRules, kept for one release.
  passwordStrengthLevel,
  strengthLevelForMetRules,
} from './PasswordStrengthMeter/passwordStrength';
export { PasswordStrengthMeter } from './PasswordStrengthMeter/PasswordStrengthMeter';
export { PhoneField } from './PhoneField/PhoneField';
export { SearchSelect } from './SearchSelect/SearchSelect';
export { foldForSearch } from './listbox/searchText';
export { TextField } from './TextField/TextField';
export { truncateText } from './listbox/truncateText';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { YesNoField } from './YesNoField/YesNoField';

export type { ButtonProps } from './Button/Button';
export type { CheckboxProps } from './Checkbox/Checkbox';
export type { ConfirmEmailFieldProps } from './ConfirmEmailField/ConfirmEmailField';
export type { CountrySelectOption, CountrySelectProps } from './CountrySelect/CountrySelect';
export type { EmailFieldProps } from './EmailField/EmailField';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary/ErrorSummary';
export type { FieldControlProps, FieldProps } from './Field/Field';
export type { GlobalErrorBannerProps } from './GlobalErrorBanner/GlobalErrorBanner';
export type { KeyboardFilter, KeyboardFilterRule } from './keyboard/keyboardFilters';
export type { LoaderProps } from './Loader/Loader';
export type { PasswordFieldProps, PasswordRule } from './PasswordField/PasswordField';
export type { PasswordStrengthLevel } from './PasswordStrengthMeter/passwordStrength';
export type { PasswordStrengthMeterProps } from './PasswordStrengthMeter/PasswordStrengthMeter';
export type { PhoneFieldProps, PhonePrefixSelectOption } from './PhoneField/PhoneField';
export type { SearchSelectOption, SearchSelectProps } from './SearchSelect/SearchSelect';
export type { TextFieldProps } from './TextField/TextField';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export type { YesNoFieldProps } from './YesNoField/YesNoField';

// --- composites ---
export { Accordion } from './Accordion/Accordion';
export { Carousel } from './Carousel/Carousel';
export { compressImage, fitWithin, needsCompression } from './files/compressImage';
export {
  CAROUSEL_SLIDES_PER_VIEW,
  CAROUSEL_SPACING_PX,
  IMAGE_COMPRESS_MAX_HEIGHT,
  IMAGE_COMPRESS_MAX_WIDTH,
  IMAGE_COMPRESS_THRESHOLD_BYTES,
  IMAGE_JPEG_QUALITY,
  QR_CODE_ERROR_CORRECTION,
  QR_CODE_SIZE,
} from './constants';
export { convertHeic } from './files/convertHeic';
export { ALLOWED_FILE_EXTENSIONS, FILE_INPUT_ACCEPT, isAllowedFileName, renameJpeg } from './files/fileTypes';
export { FileTypeError } from './files/FileTypeError';
export { FileUpload } from './FileUpload/FileUpload';
export { HeicConversionError } from './files/HeicConversionError';
export { ImageCompressionError } from './files/ImageCompressionError';
export { Modal } from './Modal/Modal';
export { prepareUploadFile } from './files/prepareUploadFile';
export { QrCode } from './QrCode/QrCode';
export { QrCodeError } from './QrCode/QrCodeError';

export type { AccordionItem, AccordionProps } from './Accordion/Accordion';
export type { CarouselProps } from './Carousel/Carousel';
export type { ImageSize, JpegEncoder } from './files/compressImage';
export type { AllowedFileExtension } from './files/fileTypes';
export type { FileUploadProps } from './FileUpload/FileUpload';
export type { ModalProps } from './Modal/Modal';
export type { FilePreparers } from './files/prepareUploadFile';
export type { QrCodeProps } from './QrCode/QrCode';

// --- inputs ---
export { CheckboxList } from './CheckboxList/CheckboxList';
export {
  DAY_MAX_LENGTH,
  EMAIL_CODE_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
  SMS_CODE_LENGTH,
  TYPEAHEAD_RESET_MS,
  YEAR_MAX_LENGTH,
} from './constants';
export { DateField } from './DateField/DateField';
export { composeDate, splitDate } from './DateField/dateParts';
export { EmailCodeField } from './EmailCodeField/EmailCodeField';
export { isPhoneNumberSendable } from './PhoneField/isPhoneNumberSendable';
export { Select } from './Select/Select';
export { SmsCodeField } from './SmsCodeField/SmsCodeField';

export type { CheckboxListItem, CheckboxListProps } from './CheckboxList/CheckboxList';
export type { DateFieldProps } from './DateField/DateField';
export type { DateParts } from './DateField/dateParts';
export type { EmailCodeFieldProps } from './EmailCodeField/EmailCodeField';
export type { SelectOption, SelectProps } from './Select/Select';
export type { SmsCodeFieldProps } from './SmsCodeField/SmsCodeField';
