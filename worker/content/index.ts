// What the rest of the worker uses from content/: the site content client, its factory, the preview check, the media route.
export { type SiteContent, createSiteContent } from './site-content';
export { mediaProxy } from './media-proxy';
export { hasValidPreview } from './preview';
