export { buildRouteTable } from './build-table';
export { matchPath, pathFor } from './match';
export { slug } from './slug';
export type { Route, RouteMatch, RouteTable } from './types';
export type { MenuItem } from './settings-schema';
export { type DownloadFormat, downloadPath } from './page-files';
export { calendarHref, calendarPath, cardHref, cardPath, staticMapHref, staticMapPath } from './page-files';
export { isDeadLink } from './dead-link';
