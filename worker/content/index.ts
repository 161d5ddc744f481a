// What the rest of the worker uses from content/: page loaders, the preview switch, the media route.
export { type ContentService, contentFor, type EmbedData, type EntriesQuery } from './content-service';
export { mediaProxy } from './media-proxy';
export { type PreviewState, previewMiddleware, previewState } from './preview';
