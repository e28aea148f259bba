/** A minimal typed event emitter; a listener that throws does not stop the others (it is reported async). */
export function createEmitter<EventMap extends object>() {
  const listeners = new Map<keyof EventMap, Set<(event: never) => void>>();
  return {
    on<K extends keyof EventMap>(type: K, listener: (event: EventMap[K]) => void): () => void {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener as (event: never) => void);
      return () => {
        set.delete(listener as (event: never) => void);
      };
    },
    emit<K extends keyof EventMap>(type: K, event: EventMap[K]): void {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as (event: EventMap[K]) => void)(event);
        } catch (error) {
          // A host's broken listener must not break capture; rethrown outside so it still reaches the console.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
