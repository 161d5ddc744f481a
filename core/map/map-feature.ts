// The properties of each feature in a page's features.geojson (worker/pages/models/map-features.ts
// writes them, the map island reads them). The download is the map's data: one file serves both.

export interface MapFeatureProperties {
  /** The feature's own label, else its entry's title. */
  text: string;
  entry: string;
  title: string;
  kind: 'point' | 'path' | 'polygon';
  /** '#rrggbb' of its feature type (paths default to #444, docs/product/maps.md#feature-types-and-styling). */
  color?: string;
  /** The feature's id: what an entry page's list highlights. */
  feature: string;
  /** The entry's page. */
  href?: string;
  /** The entry's type in the page's language. */
  type?: string;
  /** Its feature type draws direction arrows along the line. */
  arrows?: boolean;
  /** Its feature type's icon (core/map/feature-icons.ts), drawn instead of the dot. */
  icon?: string;
  /** The entry's popup attribute group as plain text lines. */
  popup?: { label: string; value: string }[];
}
