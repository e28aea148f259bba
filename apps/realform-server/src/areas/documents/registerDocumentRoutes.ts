import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';

/** The documents area's routes (see the server README). */
export function registerDocumentRoutes(_app: Hono<AppEnv>, _deps: AppDeps): void {}
