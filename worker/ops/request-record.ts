import type { CacheState } from './request-metrics';

/** One request as observed: the fields of its log line and of its analytics data point. */
export interface RequestRecord {
  requestId: string;
  site: string;
  /** The site route's name, else the app's route pattern (/forms/:form, /__ops/purge, ...). */
  route: string;
  method: string;
  status: number;
  cache: CacheState;
  durationMs: number;
  contentMs: number;
  /** Time not spent waiting on the content service: routing, rendering and streaming. */
  renderMs: number;
  /** The typed error's name (NotFound, ContentUnavailable, ...) when the request failed. */
  error?: string;
}

/**
 * The Analytics Engine layout the README's SQL reads: index1 = site (sampling key); blob1 site,
 * blob2 route, blob3 cache state, blob4 method, blob5 error name; double1 status, double2 total ms,
 * double3 content ms, double4 render ms.
 */
export function dataPoint(record: RequestRecord): AnalyticsEngineDataPoint {
  return {
    indexes: [record.site],
    blobs: [record.site, record.route, record.cache, record.method, record.error ?? ''],
    doubles: [record.status, record.durationMs, record.contentMs, record.renderMs],
  };
}
