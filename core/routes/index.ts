export { buildRouteTable, RouteConflict } from './build-table';
export { matchPath, pathFor } from './match';
export { slug } from './slug';
export type { Route, RouteMatch, RouteTable } from './types';
export type { MenuItem } from './settings-schema';
export { type DownloadFormat, downloadPath } from './download-path';
export { calendarHref, calendarPath } from './calendar-path';
export { deadLinkCheck, isDeadLink } from './dead-link';
export { staticMapHref, staticMapPath } from './static-map-path';
