// What the rest of the worker uses from content/: the service type, its factory, the preview check, the media route.
export { type ContentService, createContentService, type EmbedData, type EntriesQuery } from './content-service';
export { mediaProxy } from './media-proxy';
export { hasValidPreview, PREVIEW_PHASES } from './preview';
