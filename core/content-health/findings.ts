/** What the content health report checks (docs/decisions/013-operator-endpoints.md), in report order. */
export const healthChecks = ['missing-coordinates', 'broken-geometry', 'image-without-caption', 'missing-translation', 'dangling-reference', 'past-event-featured'] as const;
export type HealthCheck = (typeof healthChecks)[number];

export interface Finding {
  check: HealthCheck;
  entry: { id: string; title: string };
  /** Where in the entry (an element id) and what is wrong, for the editor who fixes it. */
  element?: string;
  detail: string;
}
