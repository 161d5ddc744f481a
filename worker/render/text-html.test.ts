import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../core/routes';
import { loadSiteConfig } from '../../sites';
import { deadLinkCheck, textHtml } from './text-html';

const table = buildRouteTable(loadSiteConfig('islands'));

describe('deadLinkCheck', () => {
  it('is one function per route table, answering as isDeadLink', () => {
    const check = deadLinkCheck(table);
    expect(deadLinkCheck(table)).toBe(check);
    expect(deadLinkCheck({ ...table })).not.toBe(check);
    expect([check('/no/such/page/here'), check('/')]).toEqual([true, false]);
  });
});

describe('textHtml', () => {
  it('renders as renderText does, each text per type, hosts and dead-link check', () => {
    const text = 'See [a page this site lacks](/no/such/page/here) or [the guide](https://guide.example/a).';
    const own = deadLinkCheck(table);
    expect(textHtml(text, 'text/markdown')).toContain('href="/no/such/page/here"');
    expect(textHtml(text, 'text/markdown', { isDeadLink: own })).not.toContain('href="/no/such/page/here"');
    expect(textHtml(text, 'text/markdown')).toContain('href="/no/such/page/here"');
    expect(textHtml(text, 'text/markdown', { siteHosts: ['guide.example'] })).not.toContain('target="_blank"');
    expect(textHtml(text, 'text/markdown')).toContain('target="_blank"');
    expect(textHtml('<p onclick="x()">hi</p>', 'text/html')).toBe('<p>hi</p>');
    expect(textHtml('a < b', 'text/plain')).toBe('a &lt; b');
  });
});
