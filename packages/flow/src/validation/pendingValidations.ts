/**
 * Field validations in flight (docs/spec/flow/validation.md#field-validation-on-blur: one pending request per field). The submit engine awaits them before it
 * sends a step (docs/spec/flow/states.md#submit-engine), so a submit never races an error that is about to appear.
 */
const pending = new Map<string, Promise<unknown>>();

export function trackValidation(name: string, request: Promise<unknown>): void {
  pending.set(name, request);
  const forget = () => {
    if (pending.get(name) === request) pending.delete(name);
  };
  request.then(forget, forget);
}

export async function settleValidations(): Promise<void> {
  await Promise.allSettled([...pending.values()]);
}
