import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useFlow } from '../api/FlowContext';
import { useDraftStore } from '../stores/draftStore';
import { absorbPrefill } from '../submit/absorbPrefill';
import { RoutePending } from './RoutePending';

// One cache per mounted flow (per router), kept across the steps, so dictionaries load once per session (docs/architecture.md#routing).
const clients = new WeakMap<object, QueryClient>();

function queryClientFor(owner: object): QueryClient {
  let client = clients.get(owner);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: 1 } } });
    clients.set(owner, client);
  }
  return client;
}

/**
 * The layout of the steps after registration: server state through TanStack Query (docs/architecture.md#state). It is a lazy
 * route of its own, so the entry route — which reads no server state — ships without the query cache; the steps
 * load it together with their own code.
 */
export function QueryLayout() {
  const router = useRouter();
  return (
    <QueryClientProvider client={queryClientFor(router)}>
      <WithStoredAnswers />
    </QueryClientProvider>
  );
}

/**
 * The steps, once this tab holds the application's answers. The session token is the browser's, the answers are the
 * tab's (sessionStorage): a new tab of the session — a deep link, a browser reopened within the session — knows
 * nothing of the application, and its forms would start empty (the tax step asking for a citizenship it was given).
 * Such a tab — a session, no residence country in its draft (registration and login always leave one), not the
 * hand-off phone — asks the server for the stored answers once (get-answers) and shows the step with them. A failed
 * call shows the step as it is: its own submit reports what is wrong.
 */
function WithStoredAnswers() {
  const { client, tokenStore } = useFlow();
  const phoneLink = useRouterState({ select: (state) => Boolean(state.location.state.phoneLink) });
  const [needed] = useState(() => !phoneLink && tokenStore.get() !== null && useDraftStore.getState().residenceCountry === null);
  const answers = useQuery({
    queryKey: ['getAnswers'],
    queryFn: async () => {
      const response = await client.call('getAnswers', {});
      // Into the drafts before the step renders: a screen sets up its draft from what it finds when it opens.
      if (response.status === 'success') absorbPrefill(response.dataContent);
      return response.status;
    },
    enabled: needed,
    retry: false,
    gcTime: Infinity,
  });
  return needed && answers.isPending ? <RoutePending /> : <Outlet />;
}
