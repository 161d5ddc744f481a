import type { Context } from 'hono';
import { t } from '../../core/i18n/t';
import { inLocale, SAVED_GUIDES_PATH } from '../../core/app/offline-paths';
import { OfflineView, SavedGuidesView } from '../../ui/views/OfflineView';
import type { AppEnv } from '../env';
import { withText } from '../pages/page-text';
import { modelContext } from '../pages/models/context';
import { renderPage } from '../render/render-page';

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
