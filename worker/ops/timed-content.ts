import type { SiteContent } from '../content';
import type { RequestMetrics } from './request-metrics';

/** The site's content client (worker/content/site-content.ts) with every call timed into the request's metrics, and stale lists noted. */
export function timedContent(content: SiteContent, metrics: RequestMetrics): SiteContent {
  const time = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A) => metrics.timeContent(() => call(...args));
  return {
    locale: content.locale,
    preview: content.preview,
    phases: content.phases,
    entries: async (query) => {
      const list = await metrics.timeContent(() => content.entries(query));
      if (list.stale) metrics.stale = true;
      return list;
    },
    entry: time(content.entry.bind(content)),
    element: time(content.element.bind(content)),
    contact: time(content.contact.bind(content)),
    embedData: time(content.embedData.bind(content)),
    measurements: time(content.measurements.bind(content)),
    elevations: time(content.elevations.bind(content)),
    createEntry: time(content.createEntry.bind(content)),
  };
}
