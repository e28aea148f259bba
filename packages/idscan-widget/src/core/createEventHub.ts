import { idscanError } from './IdscanError';

export interface EventHub<M extends object> {
  /** @throws IdscanError `invalidParameter` when `type` is not a string or `listener` not a function (S1 §8). */
  on<K extends keyof M>(type: K, listener: (payload: M[K]) => void): () => void;
  emit<K extends keyof M>(type: K, payload: M[K]): void;
  clear(): void;
}

/**
 * Typed events with `on(type, fn)` returning its unsubscribe (DESIGN §6). A throwing listener does not stop the
 * others or the widget: its error is rethrown on a fresh task, where the host's error reporting sees it.
 */
export function createEventHub<M extends object>(known: readonly (keyof M & string)[]): EventHub<M> {
  const listeners = new Map<keyof M, Set<(payload: never) => void>>();
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
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      const entry = listener as (payload: never) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (payload: M[typeof type]) => void)(payload);
        } catch (caught) {
          setTimeout(() => {
            throw caught;
          });
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
