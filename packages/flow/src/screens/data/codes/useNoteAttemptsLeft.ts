import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useFieldErrorsStore } from '../../../stores/fieldErrorsStore';

/**
 * After a refused code, the tries this code has left (the server's `dataContent.attemptsLeft`, docs/spec/flow/calls.md)
 * go into the field's error, so the applicant reads them where they read what was wrong — in the error summary and
 * under the field — before the code is used up. Nothing is added when no try is left: that error says to ask for
 * a new code.
 */
export function useNoteAttemptsLeft(field: string) {
  const { t } = useLingui();
  return useCallback(
    (response: { dataContent?: { attemptsLeft?: number } | undefined } | undefined) => {
      const attemptsLeft = response?.dataContent?.attemptsLeft;
      if (typeof attemptsLeft !== 'number' || attemptsLeft <= 0) return;
      const store = useFieldErrorsStore.getState();
      const message = store.errors[field];
      if (!message) return;
      const note = t({
        message: plural(attemptsLeft, { one: 'You can try # more time with this code.', other: 'You can try # more times with this code.' }),
        comment: 'After a wrong one-time code, under the code field, after the error: how many more tries this code allows',
      });
      store.setField(field, `${message} ${note}`);
    },
    [field, t],
  );
}
