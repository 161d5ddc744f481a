import type { BasemapVariant } from '../../core/map/palettes';

// What the map island asks of the drawn map. Types only: the island's own chunk stays free of
// maplibre, which loads with client/map/maplibre-map.ts when the map is due.

export interface FeatureMapController {
  /** The element maplibre's popup shows; the island renders the popup's content into it. */
  readonly popupElement: HTMLElement;
  readonly hasRoute: boolean;
  /** The style allows a 3D perspective (its pitch limit is above 0). */
  canTilt(): boolean;
  setVariant(variant: BasemapVariant): Promise<void>;
  setPerspective(on: boolean): void;
  highlight(key: string | null): void;
  /** Brings the row's features into view and opens the popup of the first. */
  show(key: string): void;
  locate(): Promise<void>;
  flythrough(run: boolean): void;
  /** Marks a place along the route, as a fraction of its length (null: none). */
  routePosition(fraction: number | null): void;
  /** Gives the keyboard to the map (its canvas pans and zooms with the arrow and +/- keys). */
  focus(): void;
  destroy(): void;
}
