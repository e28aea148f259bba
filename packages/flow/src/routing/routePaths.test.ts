import { STEP_NAMES } from '@onboarding/realform-api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTE_MAP, type RouteEntry, type StepsWithoutScreen } from './routeMap';
import { isRoutedStep, PATHLESS_STEP_HOSTS, ROUTE_PATHS, ROUTE_TABLE, STEP_PATHS } from './routePaths';

describe('the routes of docs/spec/flow/routes.md#route-table', () => {
  it('give every step the server may answer in `next` a screen to go to (NotFound is any unmatched path)', () => {
    const unrouted = STEP_NAMES.filter((name) => !isRoutedStep(name));
    expect(unrouted).toEqual(['NotFound']);
  });

  it('put each step without a path of its own on a path of the route table', () => {
    const tablePaths = new Set<string>(Object.values(ROUTE_TABLE));
    for (const [name, path] of Object.entries(PATHLESS_STEP_HOSTS)) expect({ name, hosted: tablePaths.has(path) }).toEqual({ name, hosted: true });
  });

  it('keep the table exactly: one path per name, the shared ones shared', () => {
    expect(ROUTE_PATHS.restart).toBe(ROUTE_PATHS.newLogin);
    expect(ROUTE_PATHS.mobileDocumentUpload).toBe('/upload-document');
    expect(ROUTE_PATHS.errorsReport).toBe('/client-zone-login');
    // docs/spec/flow/routes.md#route-table's 24 distinct paths, /documents-received and /documents-pending (issue 17 defect 6), /summary (docs/spec/flow/calls.md).
    expect(STEP_PATHS).toHaveLength(27);
  });

  it('give each path one row of the route map, and each step name one path', () => {
    expect(new Set(STEP_PATHS).size).toBe(ROUTE_MAP.length);
    const names = ROUTE_MAP.flatMap((entry) => [...entry.steps, ...('hosts' in entry ? entry.hosts : [])]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('cannot route a step without its screen (checked by the compiler: `tsc` fails otherwise)', () => {
    expectTypeOf<StepsWithoutScreen>().toBeNever();
    // @ts-expect-error a row without a screen does not compile
    const withoutScreen: RouteEntry = { path: '/somewhere', steps: ['currencyChoice'], access: 'session' };
    expect(withoutScreen.path).toBe('/somewhere');
  });
});
