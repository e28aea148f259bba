/** S0 §9: the option list of a select is at most 250 px high… */
export const OPTION_LIST_MAX_HEIGHT = 250;
/** …and 140 px when the window is less than 500 px high (S0 §9). */
export const OPTION_LIST_MAX_HEIGHT_SMALL = 140;
/** S0 §9: below this window height the option list uses {@link OPTION_LIST_MAX_HEIGHT_SMALL}. */
export const SMALL_WINDOW_HEIGHT = 500;
/** S0 §9: select text is truncated at 29 characters with an ellipsis. */
export const OPTION_TEXT_MAX_LENGTH = 29;
