/** Typed events: `on(type, listener)` returns its unsubscribe. */
export interface Emitter<EventMap extends object> {
  on<K extends keyof EventMap>(type: K, listener: (event: EventMap[K]) => void): () => void;
  emit<K extends keyof EventMap>(type: K, event: EventMap[K]): void;
  /** Removes every listener. */
  clear(): void;
}

/**
 * A minimal typed event emitter, React-free. Listeners run in the order they were added, on a copy of the list (one
 * that unsubscribes while running does not skip the next). A listener that throws does not stop the others or the
 * emitter: its error is rethrown on a fresh task, where the host's error reporting (and the console) see it.
 */
export function createEmitter<EventMap extends object>(): Emitter<EventMap> {
  const listeners = new Map<keyof EventMap, Set<(event: never) => void>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      const entry = listener as (event: never) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(type, event) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (event: EventMap[typeof type]) => void)(event);
        } catch (error) {
          setTimeout(() => {
            throw error;
          });
        }
      }
    },
    clear() {
      listeners.clear();
    },
  };
}
