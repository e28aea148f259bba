/** Where the client keeps the session token (docs/spec/flow/entities.md#local-storage-and-cookies "Local storage: the session token"). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A token store that lives as long as the page (tests, embedded hosts, storage-less browsers). */
export function memoryTokenStore(): TokenStore {
  let token: string | null = null;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/**
 * A token store on `localStorage` or `sessionStorage`. Storage can throw (Safari private mode, a full quota,
 * storage disabled by policy): then the token is kept in memory for the page's life instead, so the session
 * still works until a reload.
 * @param key the storage key. @default 'realform.token'
 */
export function webStorageTokenStore(storage: Storage, key = 'realform.token'): TokenStore {
  const fallback = memoryTokenStore();
  // Once a write has failed, the in-memory copy is the truth; until then storage is (another tab may clear it).
  let storageFailed = false;
  return {
    get() {
      if (storageFailed) return fallback.get();
      try {
        return storage.getItem(key);
      } catch {
        storageFailed = true;
        return fallback.get();
      }
    },
    set(token) {
      fallback.set(token);
      try {
        storage.setItem(key, token);
      } catch {
        storageFailed = true;
      }
    },
    clear() {
      fallback.clear();
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored that could outlive the page.
      }
    },
  };
}
