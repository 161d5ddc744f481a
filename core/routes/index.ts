export { buildRouteTable, RouteConflict } from './build-table';
export { createdOrders, defaultIndexKinds, publishedOrders, titleOrders } from './default-routes';
export { matchPath, pathFor, routeNamed } from './match';
export { slug } from './slug';
export type { PathMatch, Redirect, RedirectMatch, Route, RouteMatch, RouteMeta, RouteTable } from './types';
export type { MenuItem, RouteSettings, Tab, View } from './settings-schema';
export { type DownloadFormat, downloadPath } from './download-path';
export { calendarHref, calendarPath } from './calendar-path';
export { isDeadLink } from './dead-link';
