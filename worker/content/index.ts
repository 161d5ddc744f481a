// What the rest of the worker uses from content/: the service type, its factory, the preview check, the media route.
export { type ContentService, createContentService } from './content-service';
export { mediaProxy } from './media-proxy';
export { hasValidPreview } from './preview';
