import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../sites';
import { siteZone } from '../../test/support/worker-fetch';
import { themeCss, themeHref, themeVersion } from './theme-css';

const zone = siteZone('theme');

describe('theme.css', () => {
  it('emits every style variable of the site as a custom property on :root', () => {
    const css = themeCss({ 'color-primary': '#006d77', 'font-heading': "'Trebuchet MS', sans-serif" });
    expect(css).toBe(":root {\n  --color-primary: #006d77;\n  --font-heading: 'Trebuchet MS', sans-serif;\n}\n");
  });

  it('versions the link by content, so sites and theme changes get different URLs', () => {
    const islands = loadSiteConfig('islands').theme.styleVariables;
    const canal = loadSiteConfig('canal-trail').theme.styleVariables;
    expect(themeVersion(islands)).toBe(themeVersion({ ...islands }));
    expect(themeVersion(islands)).not.toBe(themeVersion(canal));
    expect(themeHref(islands)).toBe(`/theme.css?v=${themeVersion(islands)}`);
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
