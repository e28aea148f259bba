import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './AppEnv';
import { APPLICANT, declaredRoutes, mount, NO_SESSION, route } from './routeAccess';

// The areas are sub-apps mounted on the server's app (src/http/createApp.ts): the declarations and the session check
// must come along with the routes.
describe('mount', () => {
  function area(): Hono<AppEnv> {
    const sub = new Hono<AppEnv>();
    route(sub, 'POST', '/realform/form-pl/x', APPLICANT, (c) => c.json({ kinds: c.get('sessionKinds') }));
    route(sub, 'GET', '/open', NO_SESSION, (c) => c.json({ kinds: c.get('sessionKinds') }));
    return sub;
  }

  it('lists a mounted area’s routes among the app’s declared routes, under the paths Hono serves them', () => {
    const app = new Hono<AppEnv>();
    route(app, 'GET', '/healthz', NO_SESSION, (c) => c.text('ok'));
    mount(app, '/', area());
    mount(app, '/prefix', area());
    const registered = new Set(app.routes.map(({ method, path }) => `${method} ${path}`));
    const declared = declaredRoutes(app).map(({ method, path, sessions }) => ({ method, path, sessions }));
    expect(declared).toEqual([
      { method: 'GET', path: '/healthz', sessions: 'none' },
      { method: 'POST', path: '/realform/form-pl/x', sessions: APPLICANT },
      { method: 'GET', path: '/open', sessions: 'none' },
      { method: 'POST', path: '/prefix/realform/form-pl/x', sessions: APPLICANT },
      { method: 'GET', path: '/prefix/open', sessions: 'none' },
    ]);
    for (const { method, path } of declared) expect(registered, `${method} ${path} is served`).toContain(`${method} ${path}`);
  });

  it('runs a mounted route with the session kinds it declared', async () => {
    const app = new Hono<AppEnv>();
    mount(app, '/', area());
    const post = await app.request('/realform/form-pl/x', { method: 'POST' });
    expect(await post.json()).toEqual({ kinds: ['applicant'] });
    const get = await app.request('/open');
    expect(await get.json()).toEqual({ kinds: 'none' });
  });
});
