import { create } from 'zustand';

interface LockState {
  locked: boolean;
  /** Counts locks: a delayed release names the lock it belongs to. */
  generation: number;
  /** Locks the screen; returns this lock's generation, for {@link LockState.release}. */
  lock(): number;
  /** Unlocks whatever lock holds the screen (an applicant's further click, a reset). */
  unlock(): void;
  /**
   * Unlocks only if the screen is still held by the lock of `generation`: a release that comes later (1 s after an
   * error, after the next screen renders) must not free a newer submit still waiting for the server.
   */
  release(generation: number): void;
}

/** The screen lock of the submit engine (docs/spec/flow/states.md#submit-engine): a loader over the form while a step is being sent. */
export const useLockStore = create<LockState>()((set, get) => ({
  locked: false,
  generation: 0,
  lock: () => {
    const generation = get().generation + 1;
    set({ locked: true, generation });
    return generation;
  },
  unlock: () => set({ locked: false }),
  release: (generation) => {
    if (get().generation === generation) set({ locked: false });
  },
}));
