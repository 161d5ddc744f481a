import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';
import { themeHref } from './theme-css';

const zone = siteZone('theme');

describe('theme.css', () => {
  it('emits every style variable of the site as a custom property on :root', async () => {
    await zone.register(['islands'], { seed: false });
    const variables = loadSiteConfig('islands').theme.styleVariables;
    const css = await (await zone.fetch('islands', themeHref(variables))).text();
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css.endsWith('\n}\n')).toBe(true);
    const properties = css.split('\n').slice(1, -2);
    expect(properties.sort()).toEqual(
      Object.entries(variables)
        .map(([name, value]) => `  --${name}: ${value};`)
        .sort(),
    );
  });

  it('versions the link by content, so sites and theme changes get different URLs', () => {
    const islands = loadSiteConfig('islands').theme.styleVariables;
    const canal = loadSiteConfig('canal-trail').theme.styleVariables;
    expect(themeHref(islands)).toBe(themeHref({ ...islands }));
    expect(themeHref(islands)).not.toBe(themeHref(canal));
    expect(themeHref({ ...islands, 'color-primary': '#000000' })).not.toBe(themeHref(islands));
    expect(themeHref(islands)).toMatch(/^\/theme\.css\?v=[0-9a-z]+$/);
  });

  it('serves the site stylesheet the pages link, immutable for the current version only', async () => {
    await zone.register(['islands']);
    const href = themeHref(loadSiteConfig('islands').theme.styleVariables);
    expect(await (await zone.fetch('islands', '/about')).text()).toContain(`<link rel="stylesheet" href="${href}"/>`);
    const current = await zone.fetch('islands', href);
    expect(current.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await current.text()).toContain('--color-primary: #006d77;');
    const old = await zone.fetch('islands', '/theme.css?v=old');
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    await old.arrayBuffer();
  });
});
