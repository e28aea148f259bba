import type { IncomingMessage } from 'node:http';
import type { Locale } from '@onboarding/dictionaries';

/** Hono's context types: the Node request (absent when the app is called in-process) and the answer's locale. */
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage } | undefined;
  Variables: { locale: Locale };
}
