import { useGlobalErrorStore } from '../../../stores/globalErrorStore';

/** docs/spec/flow/errors.md#global-error: a message for the global banner at the top, and the page scrolls up to it. */
export function showGlobalError(message: string): void {
  useGlobalErrorStore.getState().show(message);
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** The first message of an error answer (docs/spec/flow/errors.md#global-error "the response errors go to the global error"), or its global error. */
export function answerErrorMessage(answer: { globalError?: string; error?: unknown; errors?: Readonly<Record<string, readonly string[]>> }): string | undefined {
  if (answer.globalError) return answer.globalError;
  if (typeof answer.error === 'string') return answer.error;
  return Object.values(answer.errors ?? {}).find((messages) => messages.length > 0)?.[0];
}
