import { defaultBannerId } from '@aisle/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/routes';
import { benchedRoutes } from './routes';

/** Every path the router matches, the index as '/', leaving out the catch-all 404. */
function declaredPaths(objects: RouteObject[]): string[] {
  return objects.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

describe('the routes pnpm bench:web visits', () => {
  it('are the storefront’s routes, each once', () => {
    const benched = benchedRoutes.map((route) => route.path);
    expect(new Set(benched).size).toBe(benched.length);
    expect([...benched].sort()).toEqual(declaredPaths(routes(defaultBannerId)).sort());
  });
});
