import { createEmitter } from '@repo/react-primitives/emitter';
import { idscanError } from './IdscanError';

export interface EventHub<M extends object> {
  /** @throws IdscanError `invalidParameter` when `type` is not a string or `listener` not a function (docs/spec/widget/errors.md). */
  on<K extends keyof M>(type: K, listener: (payload: M[K]) => void): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
  clear(): void;
}

/**
 * Typed events with `on(type, fn)` returning its unsubscribe (docs/architecture.md#the-widget): the shared emitter (a throwing listener
 * does not stop the others or the widget; its error is rethrown on a fresh task, where the host's error reporting
 * sees it), with the event name and listener checked as the public API promises.
 */
export function createEventHub<M extends object>(known: readonly (keyof M & string)[]): EventHub<M> {
  const emitter = createEmitter<M>();
  return {
    on(type, listener) {
      if (typeof type !== 'string') {
        throw idscanError('invalidParameter', { parameter: 'type', reason: 'eventName' }, `Invalid parameters: the event name must be a string, got ${typeof type}. Use one of: ${known.join(', ')}.`);
      }
      if (!(known as readonly string[]).includes(type)) {
        throw idscanError('invalidParameter', { parameter: 'type', reason: 'notValid' }, `Invalid parameters: expected an event name (${known.join(', ')}), got "${type}".`);
      }
      if (typeof listener !== 'function') {
        throw idscanError('invalidParameter', { parameter: 'listener', reason: 'callback' }, `Invalid parameters: the callback must be a function, got ${typeof listener}. Pass on("${type}", (payload) => …).`);
      }
      return emitter.on(type, listener);
    },
    emit: emitter.emit,
    clear: emitter.clear,
  };
}
