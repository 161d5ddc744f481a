// What the saved guides page (ui/views/OfflineView.tsx) marks for the page-wide script that fills it
// (client/offline/start.ts, and its lazy part client/offline/saved-list.ts): constants alone, no
// React, so both builds may hold a copy (build.mjs, STATELESS).

/** The list of the pages the service worker keeps. */
export const KEPT_PAGES_ATTRIBUTE = 'data-kept-pages';
/** The note shown while the list is empty. */
export const KEPT_PAGES_EMPTY_ATTRIBUTE = 'data-kept-pages-empty';

/** The saved guides list (ui/components/SavedGuideList.tsx), filled by client/offline/saved-list.ts. */
export const SAVED_GUIDES_ATTRIBUTES = {
  /** The list's section; it carries the templates below. */
  list: 'data-saved-guides',
  /** The note shown while no guide is saved. */
  empty: 'data-saved-guides-empty',
  /** The template of one guide's row. */
  row: 'data-saved-guide-row',
  /** On a row's Update and Remove: which. */
  action: 'data-guide-action',
  /** Templates: {size} and {date}; {title}. */
  details: 'data-details',
  updated: 'data-updated',
  removed: 'data-removed',
  updateFailed: 'data-update-failed',
} as const;
