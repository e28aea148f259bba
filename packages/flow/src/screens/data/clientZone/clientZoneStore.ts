import { create } from 'zustand';

interface ClientZoneState {
  /** The one-time client-zone token (docs/spec/flow/entities.md#client-zone "Client zone": clientZoneToken); in memory only, never stored. */
  token: string | null;
  /** Where the browser posts it (the server's `dataContent.autoLoginUrl`, docs/spec/flow/calls.md#client-zone-auto-login "{client zone}/api/autoLogin"). */
  autoLoginUrl: string | null;
  set(answer: { token?: string; autoLoginUrl?: string }): void;
  clear(): void;
}

/** The hand-over to the client zone, between account-open's answer and the automatic login form. */
export const useClientZoneStore = create<ClientZoneState>()((set) => ({
  token: null,
  autoLoginUrl: null,
  set: ({ token, autoLoginUrl }) =>
    set((state) => ({ token: token ?? state.token, autoLoginUrl: autoLoginUrl ?? state.autoLoginUrl })),
  clear: () => set({ token: null, autoLoginUrl: null }),
}));
