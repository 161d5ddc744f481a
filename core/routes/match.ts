import type { Locale } from '../i18n/locales';
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
export function pathFor(table: RouteTable, routeName: string, params: Record<string, string | undefined> = {}, options: { locale?: Locale } = {}): string | undefined {
  const candidates = table.routes.filter((r) => r.name === routeName);
  const route: Route | undefined = (options.locale && candidates.find((r) => r.alias && r.locale === options.locale)) || candidates.find((r) => !r.alias);
  return route && fillPattern(route.path, params);
}

// Path patterns of routes and redirects: literal segments, `{param}`, trailing optional `{param?}`
// segments, or a trailing `*` on the last segment meaning "anything after" (legacy `/events.php*`).
// Literal parts match case-insensitively, as the old client router did.

interface CompiledPattern {
  regex: RegExp;
  params: string[];
}

const paramSegment = /^\{(\w+)(\?)?\}$/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePattern(pattern: string): CompiledPattern {
  const params: string[] = [];
  let source = '^';
  for (const segment of pattern.split('/').slice(1)) {
    const param = paramSegment.exec(segment);
    if (param) {
      params.push(param[1]!);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else if (segment.endsWith('*')) {
      source += `/${escapeRegExp(segment.slice(0, -1))}.*`;
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { regex: new RegExp(`${source}$`, 'i'), params };
}

/** Params of `pathname` when it matches, else null. Undecodable params never match. */
function matchPattern(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
  const found = compiled.regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string> = {};
  try {
    compiled.params.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params;
}

/** Fills `{param}` placeholders; undefined when a required one is missing. */
function fillPattern(pattern: string, params: Record<string, string | undefined>): string | undefined {
  let missing = false;
  const filled = pattern
    .split('/')
    .map((segment) => {
      const param = paramSegment.exec(segment);
      if (!param) return segment;
      const value = params[param[1]!];
      if (value === undefined || value === '') {
        if (!param[2]) missing = true;
        return null;
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return missing ? undefined : filled || '/';
}

const hasParams = (path: string) => path.includes('{');
