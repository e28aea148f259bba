import { describe, expect, it } from 'vitest';
import { memoryTokenStore, webStorageTokenStore } from './TokenStore';

class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

class ThrowingStorage extends MapStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }
  override removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

describe('token stores', () => {
  it('keeps a token in memory until cleared', () => {
    const store = memoryTokenStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('keeps the token in web storage under realform.token by default', () => {
    const storage = new MapStorage();
    const store = webStorageTokenStore(storage);
    store.set('abc');
    expect(storage.getItem('realform.token')).toBe('abc');
    expect(webStorageTokenStore(storage).get()).toBe('abc');
    store.clear();
    expect(storage.getItem('realform.token')).toBeNull();
  });

  it('given storage that throws (Safari private mode), still keeps the token for the page', () => {
    const store = webStorageTokenStore(new ThrowingStorage(), 'custom');
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('a web storage token store shared with other tabs', () => {
  it('sees a token another tab cleared as gone', () => {
    const storage = new MapStorage();
    const store = webStorageTokenStore(storage);
    store.set('abc');
    storage.removeItem('realform.token');
    expect(store.get()).toBeNull();
  });
});
