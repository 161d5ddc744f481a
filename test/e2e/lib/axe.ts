/// <reference types="node" />
// axe-core inside the page under test. Evaluated through the DevTools protocol rather than a script
// tag, so the site's strict CSP (no inline scripts) stays on while we audit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Violations for the suite's tags, each formatted as one readable line with up to 3 targets. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, AXE_TAGS);
  return violations.map((v: AxeViolation) => {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.map(String).join(' '))
      .join(' | ');
    const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : '';
    return `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${targets}${more}`;
  });
}
