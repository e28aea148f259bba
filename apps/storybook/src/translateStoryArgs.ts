import type { I18n } from '@lingui/core';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { STORY_LABELS } from './storyLabels';

/**
 * The story's args with each English label of {@link STORY_LABELS} — also inside arrays and plain objects (an error
 * summary's `errors`, a select's `options`) and inside the React elements an arg carries (a dialog's `children`: the
 * text of its paragraphs and buttons, their string props) — replaced by its translation in the active locale. Everything
 * else (functions, files, numbers, Polish labels a story sets on purpose) is passed through untouched.
 */
export function translateStoryArgs<T>(value: T, i18n: I18n): T {
  if (typeof value === 'string') {
    const descriptor = Object.hasOwn(STORY_LABELS, value) ? STORY_LABELS[value] : undefined;
    return (descriptor ? i18n._(descriptor) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => translateStoryArgs(item, i18n)) as T;
  if (isValidElement(value)) {
    const { children, ...props } = (value as ReactElement<Record<string, unknown>>).props;
    // cloneElement keeps the element's type, key and ref; only its props are given translated. Children go as
    // cloneElement's own arguments, as JSX wrote them: an array in `props.children` would count as a list needing keys.
    const translated = translateStoryArgs(props, i18n);
    if (children === undefined) return cloneElement(value, translated) as T;
    const translatedChildren: unknown = translateStoryArgs(children, i18n);
    return (Array.isArray(translatedChildren) ? cloneElement(value, translated, ...(translatedChildren as ReactNode[])) : cloneElement(value, translated, translatedChildren as ReactNode)) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translateStoryArgs(item, i18n)])) as T;
  }
  return value;
}
