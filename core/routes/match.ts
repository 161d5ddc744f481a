import type { Locale } from '../i18n/locales';
import { compilePattern, type CompiledPattern, fillPattern, hasParams, matchPattern } from './pattern';
import type { PathMatch, Redirect, Route, RouteTable } from './types';

/** How a path pattern is compiled: `compilePattern`, or the worker's kept patterns (worker/route-patterns.ts). */
export type PatternCompiler = (path: string) => CompiledPattern;

function matchRoute(table: RouteTable, pathname: string, patternOf: PatternCompiler): PathMatch | null {
  // Literal paths first, so a fixed page always beats a parameterised one.
  for (const dynamic of [false, true]) {
    for (const route of table.routes) {
      if (hasParams(route.path) !== dynamic) continue;
      const params = matchPattern(patternOf(route.path), pathname);
      if (params) return { kind: 'route', route, params };
    }
  }
  return null;
}

function redirectLocation(table: RouteTable, redirect: Redirect, params: Record<string, string>): string | undefined {
  return 'route' in redirect.target ? pathFor(table, redirect.target.route, params) : fillPattern(redirect.target.location, params);
}

function matchRedirect(table: RouteTable, pathname: string, patternOf: PatternCompiler): PathMatch | null {
  for (const redirect of table.redirects) {
    const params = matchPattern(patternOf(redirect.from), pathname);
    if (!params) continue;
    const location = redirectLocation(table, redirect, params);
    if (location !== undefined && location !== pathname) return { kind: 'redirect', location, status: redirect.status };
  }
  return null;
}

/**
 * Routes win over redirects; then the site's redirects, changed default paths and legacy paths.
 * A trailing slash redirects to the same path without it when that path leads somewhere.
 * The location never carries the query string: the caller appends the request's own.
 */
export function matchPath(table: RouteTable, pathname: string, patternOf: PatternCompiler = compilePattern): PathMatch | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/';
    const inner = matchPath(table, trimmed, patternOf);
    if (inner?.kind === 'route') return { kind: 'redirect', location: trimmed, status: 301 };
    return inner;
  }
  return matchRoute(table, pathname, patternOf) ?? matchRedirect(table, pathname, patternOf);
}

/**
 * The path of a route, with `{param}`s filled (pass `title: slug(entry.title)` for entry routes).
 * With a locale, an alias for that locale is preferred (Spanish pages link to Spanish paths).
 * Undefined when the site has no such route or a required param is missing.
 */
export function pathFor(
  table: RouteTable,
  routeName: string,
  params: Record<string, string | undefined> = {},
  options: { locale?: Locale } = {},
): string | undefined {
  const candidates = table.routes.filter((r) => r.name === routeName);
  const route: Route | undefined =
    (options.locale && candidates.find((r) => r.alias && r.locale === options.locale)) || candidates.find((r) => !r.alias);
  return route && fillPattern(route.path, params);
}
