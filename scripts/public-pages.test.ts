import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './bundle-budget.ts';

/** The little of a React Router route object this test reads. */
interface RouteNode {
  path?: string;
  element?: unknown;
  children?: RouteNode[];
}
interface ElementNode {
  type?: unknown;
  props?: { children?: unknown };
}

const web = path.resolve(import.meta.dirname, '../apps/web');

/** A route whose element is `requireRole`/`requireLogin`'s guard: its pages need a signed-in account. */
function isGuard(route: RouteNode): boolean {
  const type = (route.element as ElementNode | undefined)?.type;
  return typeof type === 'function' && type.name === 'RoleGuard';
}

/** The export name of the lazy page an element renders (`lazyPage` names it `Lazy(Name)`), looking inside wrappers. */
function lazyPageName(element: unknown): string | null {
  if (typeof element !== 'object' || element === null) return null;
  const node = element as ElementNode;
  const component = typeof node.type === 'function' ? (node.type as { displayName?: string }) : undefined;
  const match = /^Lazy\((\w+)\)$/.exec(component?.displayName ?? '');
  if (match?.[1]) return match[1];
  const children = node.props?.children;
  for (const child of Array.isArray(children) ? children : [children]) {
    const name = lazyPageName(child);
    if (name) return name;
  }
  return null;
}

/** Every full path a visitor can open without signing in, with the lazy page it renders; guarded subtrees left out. */
function publicRoutes(routes: RouteNode[], parent = ''): Array<{ path: string; page: string | null }> {
  return routes.flatMap((route) => {
    if (isGuard(route)) return [];
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const here = route.path === undefined || route.path === '*' ? [] : [{ path: own || '/', page: lazyPageName(route.element) }];
    return [...here, ...publicRoutes(route.children ?? [], own)];
  });
}

/** Each `lazyPage(() => import('…'), 'Name')` of the web app: the page's name and the module its chunk is built from. */
function lazyPageModules(): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  const files = readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const source = readFileSync(path.join(web, 'src', file), 'utf8');
    for (const [, specifier = '', name = ''] of source.matchAll(/lazyPage\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)'/g)) {
      const module = path.posix.join('src', path.posix.dirname(file.split(path.sep).join('/')), specifier);
      modules.set(name, new Set([...(modules.get(name) ?? []), module]));
    }
  }
  return modules;
}

// The router is the web app's (TSX, React); imported by a computed path so this project's typecheck stays its own.
const routerModule = path.join(web, 'src/app/router.tsx');
const { appRoutes } = (await import(routerModule)) as { appRoutes: RouteNode[] };
const routes = publicRoutes(appRoutes);

describe('the bundle budget’s page list (scripts/bundle-budget.ts)', () => {
  it('names every route of the app a visitor can open without signing in, and no other', () => {
    // The guard is recognised: no fixed admin path counts as public.
    expect(routes.filter((route) => route.path.startsWith('/admin/') && !route.path.includes(':'))).toEqual([]);
    const listed = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(listed).size, 'een pad staat dubbel in PUBLIC_PAGES').toBe(listed.length);
    expect([...listed].sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('weighs each page by the chunk of the lazy page its route renders', () => {
    const modules = lazyPageModules();
    for (const route of routes) {
      const listed = PUBLIC_PAGES.find((page) => page.path === route.path)?.module;
      const expected = route.page === null ? [null] : [...(modules.get(route.page) ?? [])];
      expect(expected, `${route.path}: ${route.page}`).toContain(listed);
    }
  });
});
