/**
 * Field validations in flight (S0 §5: one pending request per field). The submit engine awaits them before it
 * sends a step (S0 §4), so a submit never races an error that is about to appear.
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
