import { SITE_ROUTES } from '@platform/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router.tsx';

/** Every full path of the route tree (layout routes have none of their own), without the catch-all. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.path === undefined || route.path === '*' ? [] : [own || '/'];
    return [...here, ...pathsOf(route.children ?? [], own)];
  });
}

describe('the route table', () => {
  // The server answers 404 for a path outside SITE_ROUTES (ADR 037): a page missing there would be a 404 to search engines.
  it('has exactly the pages of the shared list in core', () => {
    const routerPaths = [...new Set(pathsOf(appRoutes))].sort();
    expect(routerPaths).toEqual([...new Set(SITE_ROUTES)].sort());
  });
});
