import { downloadPath } from './page-files';
import { compilePattern, matchPath, type PatternCompiler } from './match';
import type { RouteTable } from './types';

/**
 * A link to a path of this site that nothing answers: the site has no route or redirect for it (nor
 * for the page of a feature download), and it is no media file (/media/ serves every site). CMS text
 * and link fields are written once and shown on sites with different routes (a promotion pointing at
 * /order, a notice at /events), so pages leave such links out rather than show dead ends. Links that
 * are not root-relative (other hosts, mailto:, #fragments) are not this site's to judge.
 */
export function isDeadLink(table: RouteTable, href: string, patternOf: PatternCompiler = compilePattern): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/, 1)[0] || '/';
  if (path.startsWith('/media/')) return false;
  return matchPath(table, downloadPath(path)?.pagePath ?? path, patternOf) === null;
}
