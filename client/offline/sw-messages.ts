/** A page loaded with a network asks the service worker to refresh the saved guides that are due (docs/decisions/037-saved-guides.md). */
export const REFRESH_GUIDES_MESSAGE = 'refresh-saved-guides';
