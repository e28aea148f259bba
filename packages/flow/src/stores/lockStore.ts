import { create } from 'zustand';

interface LockState {
  locked: boolean;
  lock(): void;
  unlock(): void;
}

/** The screen lock of the submit engine (docs/spec/flow/states.md#submit-engine): a loader over the form while a step is being sent. */
export const useLockStore = create<LockState>()((set) => ({
  locked: false,
  lock: () => set({ locked: true }),
  unlock: () => set({ locked: false }),
}));
