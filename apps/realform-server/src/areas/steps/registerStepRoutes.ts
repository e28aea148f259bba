import type { Hono } from 'hono';
import type { AppDeps } from '../../http/AppDeps';
import type { AppEnv } from '../../http/AppEnv';

/** The steps area's routes (see the server README). */
export function registerStepRoutes(_app: Hono<AppEnv>, _deps: AppDeps): void {}
