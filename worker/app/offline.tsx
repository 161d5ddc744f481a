import type { Context } from 'hono';
import { appColours } from '../../core/app/app-colours';
import { appIcons } from '../../core/app/app-icons';
import type { Locale } from '../../core/i18n/locales';
import type { SiteConfig } from '../../core/site-config';
import { siteName } from '../../core/site-name';
import type { AppEnv } from '../env';
import { NotFound } from '../errors';
import { t } from '../../core/i18n/t';
import { inLocale, SAVED_GUIDES_PATH, SITE_LOCALES_GLOBAL } from '../../core/app/offline-paths';
import { OfflineView, SavedGuidesView } from '../../ui/views/OfflineView';
import { withText, modelContext } from '../pages/models/context';
import { renderPage } from '../render/render-page';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** Launchers cut names past about 12 characters: whole words of the name up to that, at least one. */
const SHORT_NAME_MAX = 12;

function shortName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  let short = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_MAX) break;
    short = `${short} ${word}`;
  }
  return short;
}

/** The installable app of a site in one language: its name, colours and the icons the build drew. */
function webManifest(config: SiteConfig, locale: Locale) {
  const name = siteName(config, locale);
  const colours = appColours(config);
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: config.description,
    lang: locale,
    start_url: locale === config.defaultLocale ? '/' : `/?locale=${locale}`,
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: appIcons(config.id).map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
}

/** GET /manifest.webmanifest: the site's manifest in the request's language (pages link it with theirs). */
export function webManifestHandler(c: Context<AppEnv>): Response {
  return c.body(JSON.stringify(webManifest(c.var.site.config, c.var.locale)), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
}

/** The manifest's URL for a page in `locale`: the language rides along when it is not the site's default. */
export function webManifestHref(config: SiteConfig, locale: Locale): string {
  return locale === config.defaultLocale ? WEB_MANIFEST_PATH : `${WEB_MANIFEST_PATH}?locale=${locale}`;
}

export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * GET /sw.js: the service worker build.mjs wrote (client/sw/sw.ts), the same file on every site's
 * origin, at the root so its scope is the whole site, headed by the site's languages (default first) so it
 * precaches the offline pages of those alone. Revalidated on every check: a new build must replace the old
 * worker at once.
 */
export async function serviceWorkerHandler(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(new URL(SERVICE_WORKER_PATH, c.req.url));
  if (!res.ok) throw new NotFound(SERVICE_WORKER_PATH);
  const { config } = c.var.site;
  const locales = [config.defaultLocale, ...config.locales.map((locale) => locale.id).filter((id) => id !== config.defaultLocale)];
  return new Response(`self.${SITE_LOCALES_GLOBAL}=${JSON.stringify(locales)};\n${await res.text()}`, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' },
  });
}

// The pages the service worker precaches for each language (core/app/offline-paths.ts): rendered like
// every other page, with the site's name, menus and the request's language.

/** GET /offline: shown in place of a page the device has not kept, when there is no network. */
export function offlinePageHandler(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    head: { title: t(c.var.locale, 'offline.title'), noindex: true },
    body: withText(modelContext(c), <OfflineView savedHref={inLocale(SAVED_GUIDES_PATH, c.var.locale)} />),
  });
}

/** GET /saved: the guides this device keeps for offline. */
export function savedGuidesHandler(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, {
    head: { title: t(c.var.locale, 'offline.savedGuides'), noindex: true },
    body: withText(modelContext(c), <SavedGuidesView />),
  });
}
