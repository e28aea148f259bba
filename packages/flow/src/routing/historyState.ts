// The step name travels in the history state, because several steps share a path (docs/spec/flow/screens.md#newlogin: restart and newLogin
// are both /login) and the screen must know which one it is, also after a reload.
declare module '@tanstack/react-router' {
  interface HistoryState {
    stepName?: string;
  }
}

export {};
