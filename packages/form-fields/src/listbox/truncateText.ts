import { OPTION_TEXT_MAX_LENGTH } from '../constants';

/**
 * The text cut to `max` characters plus an ellipsis when longer (docs/spec/flow/constants.md#layout: select text truncated at 29 characters).
 * Counts code points, so a character outside the Basic Multilingual Plane is never split in half.
 */
export function truncateText(text: string, max: number = OPTION_TEXT_MAX_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
