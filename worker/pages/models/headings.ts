import type { SafeHtml } from '../../../ui/components/models';

const heading = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Content headings shifted so the highest becomes `top`: an editor's '###' right under the page's h1
 * would otherwise skip levels, and an '#' would add a second h1. Input is already sanitized markup,
 * so its tags are regular enough for a tag-name rewrite.
 */
export function nestHeadings(html: SafeHtml, top: 2 | 3): SafeHtml {
  const levels = [...html.__html.matchAll(heading)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return { __html: html.__html.replace(heading, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}`) };
}
