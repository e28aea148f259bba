import { create } from 'zustand';

interface GlobalErrorState {
  message: string | null;
  show(message: string): void;
  clear(): void;
}

/** docs/spec/flow/errors.md#global-error: a globalError (or a non-array 'error') is shown in a banner at the top. */
export const useGlobalErrorStore = create<GlobalErrorState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  clear: () => set({ message: null }),
}));
