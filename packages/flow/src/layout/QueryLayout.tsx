import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';

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
      <Outlet />
    </QueryClientProvider>
  );
}
