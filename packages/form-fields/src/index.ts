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
export { SearchSelect } from './SearchSelect';
export { foldForSearch } from './searchText';
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
export type { SearchSelectOption, SearchSelectProps } from './SearchSelect';
export type { TextFieldProps } from './TextField';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export type { YesNoFieldProps } from './YesNoField';

// --- composites ---
export { Accordion } from './Accordion';
export { Carousel } from './Carousel';
export { compressImage, fitWithin, needsCompression } from './compressImage';
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
export { convertHeic } from './convertHeic';
export { ALLOWED_FILE_EXTENSIONS, FILE_INPUT_ACCEPT, isAllowedFileName, renameJpeg } from './fileTypes';
export { FileTypeError } from './FileTypeError';
export { FileUpload } from './FileUpload';
export { HeicConversionError } from './HeicConversionError';
export { ImageCompressionError } from './ImageCompressionError';
export { Modal } from './Modal';
export { prepareUploadFile } from './prepareUploadFile';
export { QrCode } from './QrCode';
export { QrCodeError } from './QrCodeError';

export type { AccordionItem, AccordionProps } from './Accordion';
export type { CarouselProps } from './Carousel';
export type { ImageSize, JpegEncoder } from './compressImage';
export type { AllowedFileExtension } from './fileTypes';
export type { FileUploadProps } from './FileUpload';
export type { ModalProps } from './Modal';
export type { FilePreparers } from './prepareUploadFile';
export type { QrCodeProps } from './QrCode';

// --- inputs ---
export { CheckboxList } from './CheckboxList';
export {
  DAY_MAX_LENGTH,
  EMAIL_CODE_LENGTH,
  PHONE_NUMBER_MIN_LENGTH,
  SMS_CODE_LENGTH,
  TYPEAHEAD_RESET_MS,
  YEAR_MAX_LENGTH,
} from './constants';
export { DateField } from './DateField';
export { composeDate, splitDate } from './dateParts';
export { EmailCodeField } from './EmailCodeField';
export { isPhoneNumberSendable } from './isPhoneNumberSendable';
export { Select } from './Select';
export { SmsCodeField } from './SmsCodeField';

export type { CheckboxListItem, CheckboxListProps } from './CheckboxList';
export type { DateFieldProps } from './DateField';
export type { DateParts } from './dateParts';
export type { EmailCodeFieldProps } from './EmailCodeField';
export type { SelectOption, SelectProps } from './Select';
export type { SmsCodeFieldProps } from './SmsCodeField';
