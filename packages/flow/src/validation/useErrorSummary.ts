import { useEffect, useMemo, useRef } from 'react';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';

/**
 * The error summary of a form (docs/architecture.md#accessibility): the field errors of this form in field order, and focus moved to
 * the summary after each failed submit so the applicant hears what to fix.
 */
export function useErrorSummary(fieldNames: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const errors = useFieldErrorsStore((s) => s.errors);
  const submitFailures = useFieldErrorsStore((s) => s.submitFailures);
  const key = fieldNames.join('|');
  const items = useMemo(
    () =>
      key
        .split('|')
        .filter((name) => errors[name])
        .map((name) => ({ fieldId: `field-${name}`, message: errors[name]! })),
    [errors, key],
  );
  useEffect(() => {
    if (submitFailures > 0 && items.length > 0) ref.current?.focus();
    // Only a new failed submit moves focus, not every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitFailures]);
  return { ref, items, focus: () => ref.current?.focus() };
}
