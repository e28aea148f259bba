import { useEffect } from 'react';
import { create } from 'zustand';

interface ProgressState {
  /** Estimated minutes to finish (docs/spec/flow/overview.md#time-to-finish). */
  minutes: number;
  set(minutes: number): void;
}

export const useProgressStore = create<ProgressState>()((set) => ({
  minutes: 8,
  set: (minutes) => set({ minutes }),
}));

/** A screen declares its time to finish on mount (docs/spec/flow/constants.md#time-to-finish: 8 on newAccount, 7 on the identity choice, 5 on login). */
export function useTimeToFinish(minutes: number): void {
  useEffect(() => {
    useProgressStore.getState().set(minutes);
  }, [minutes]);
}
