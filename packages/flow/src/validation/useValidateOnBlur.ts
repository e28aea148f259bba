import { useCallback } from 'react';
import { useFlow } from '../api/FlowContext';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { trackValidation } from './pendingValidations';

/**
 * Validate-on-blur through the server's validate call (docs/spec/flow/validation.md#field-validation-on-blur, docs/spec/flow/validation.md#field-validation-on-blur): the client keeps one request per
 * field and resolves a superseded one as `cancelled`, which is ignored (docs/spec/flow/errors.md#superseded-validation). The first message for the field
 * is shown under it; a success clears it. `clear(name)` is for typing, which clears the error at once.
 */
export function useValidateOnBlur() {
  const { client } = useFlow();
  const setField = useFieldErrorsStore((s) => s.setField);

  const validate = useCallback(
    (name: string, value: unknown) => {
      const request = client.validate(name, value).then(
        (response) => {
          if (response.status === 'cancelled') return;
          setField(name, response.errors?.[name]?.[0] ?? null);
        },
        // A failed validate call is not the applicant's error; the submit reports server trouble.
        (error: unknown) => console.warn(`validate(${name}) failed`, error),
      );
      trackValidation(name, request);
      return request;
    },
    [client, setField],
  );

  const clear = useCallback((name: string) => setField(name, null), [setField]);

  return { validate, clear };
}
