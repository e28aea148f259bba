import type { PaymentProviderName } from '@onboarding/realform-api';
import type { PaymentsDeps } from './paymentsApp';
import type { PaymentProvider } from './paymentProviders';
import { paymentSigningKey } from './paymentSignature';
import { paymentStore, type PaymentStore } from './paymentStore';
import { standInProvider } from './standInProvider';

export interface PaymentsContext {
  store: PaymentStore;
  /** PAYMENT_SIGNING_KEY, or the key kept in server_secrets (read once). */
  key(): Promise<string>;
  /** The adapter of a provider named in the brand settings. */
  provider(name: PaymentProviderName): Promise<PaymentProvider>;
}

const perDeps = new WeakMap<object, PaymentsContext>();

/** The payments area's services on this server's database, built once per server. */
export function paymentsContext(deps: PaymentsDeps): PaymentsContext {
  let context = perDeps.get(deps);
  if (!context) {
    let key: Promise<string> | undefined;
    const loadKey = () => {
      key ??= paymentSigningKey(deps.db, deps.paymentSigningKey);
      key.catch(() => {
        key = undefined;
      });
      return key;
    };
    context = {
      store: paymentStore(deps.db),
      key: loadKey,
      // Only the stand-in is built here; a real provider's adapter is added beside it (README "Payments").
      provider: async (name) => {
        switch (name) {
          case 'stand-in':
            return standInProvider(await loadKey());
        }
      },
    };
    perDeps.set(deps, context);
  }
  return context;
}
