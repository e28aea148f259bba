import { useLingui } from '@lingui/react';
import { translateMessage } from '@onboarding/realform-api';
import { useCallback } from 'react';
import { useFlow } from '../api/FlowContext';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { trackValidation } from './pendingValidations';

/**
 * Validate-on-blur through the server's validate call (docs/spec/flow/validation.md#field-validation-on-blur, docs/spec/flow/validation.md#field-validation-on-blur): the client keeps one request per
 * field and resolves a superseded one as `cancelled`, which is ignored (docs/spec/flow/errors.md#superseded-validation). The first message for the field
 * is shown under it; a success clears it. `clear(name)` is for typing, which clears the error at once.
 *
 * The server judges one field alone ("the step's own call checks what needs other fields"); a rule that needs another
 * field — a TIN's country, a PESEL's date of birth — is `alsoCheck`, the screen's own rule (a message key), said under
 * the field when the server finds nothing wrong, so the applicant learns it as they leave the field, not only in the
 * step's "To continue" list.
 */
export function useValidateOnBlur() {
  const { client } = useFlow();
  const setField = useFieldErrorsStore((s) => s.setField);
  const { i18n } = useLingui();

  const validate = useCallback(
    (name: string, value: unknown, alsoCheck?: () => string | undefined) => {
      const request = client.validate(name, value).then(
        (response) => {
          if (response.status === 'cancelled') return;
          const serverMessage = response.errors?.[name]?.[0];
          const ownProblem = serverMessage ? undefined : alsoCheck?.();
          setField(name, serverMessage ?? (ownProblem ? translateMessage(i18n, ownProblem) : null));
        },
        // A failed validate call is not the applicant's error; the submit reports server trouble.
        (error: unknown) => console.warn(`validate(${name}) failed`, error),
      );
      trackValidation(name, request);
      return request;
    },
    [client, setField, i18n],
  );

  const clear = useCallback((name: string) => setField(name, null), [setField]);

  return { validate, clear };
}
