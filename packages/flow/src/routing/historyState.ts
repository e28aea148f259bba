// The step name travels in the history state, because several steps share a path (docs/spec/flow/screens.md#newlogin: restart and newLogin
// are both /login) and the screen must know which one it is, also after a reload.
declare module '@tanstack/react-router' {
  interface HistoryState {
    stepName?: string;
    /** The phase of a screen whose phases share its address (useHistoryPhase). */
    phase?: string;
  }
}

/** The phase a history entry shows, on a screen whose phases share one address (the entry's intro, residence and registration). */
export function phaseInHistoryState(state: unknown): string | undefined {
  const phase = (state as { phase?: unknown } | null)?.phase;
  return typeof phase === 'string' ? phase : undefined;
}
