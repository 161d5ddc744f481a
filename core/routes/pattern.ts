// Path patterns of routes and redirects: literal segments, `{param}`, trailing optional `{param?}`
// segments, or a trailing `*` on the last segment meaning "anything after" (legacy `/events.php*`).
// Literal parts match case-insensitively, as the old client router did.

export interface CompiledPattern {
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
export function matchPattern(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
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
export function fillPattern(pattern: string, params: Record<string, string | undefined>): string | undefined {
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

export const hasParams = (path: string) => path.includes('{');
