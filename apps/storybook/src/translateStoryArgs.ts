import type { I18n } from '@lingui/core';
import { isValidElement } from 'react';
import { STORY_LABELS } from './storyLabels';

/**
 * The story's args with each English label of {@link STORY_LABELS} — also inside arrays and plain objects (an error
 * summary's `errors`, a select's `options`) — replaced by its translation in the active locale. Everything else
 * (functions, files, React elements, Polish labels a story sets on purpose) is passed through untouched.
 */
export function translateStoryArgs<T>(value: T, i18n: I18n): T {
  if (typeof value === 'string') {
    const descriptor = Object.hasOwn(STORY_LABELS, value) ? STORY_LABELS[value] : undefined;
    return (descriptor ? i18n._(descriptor) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => translateStoryArgs(item, i18n)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !isValidElement(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translateStoryArgs(item, i18n)])) as T;
  }
  return value;
}
