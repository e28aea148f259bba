import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';

/** The codes area's routes (see the server README). */
export function registerCodeRoutes(_app: Hono<AppEnv>, _deps: AppDeps): void {}
