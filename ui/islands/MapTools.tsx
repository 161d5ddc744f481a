import type { BasemapVariant } from '../../core/map/palettes';
import type { FeatureMapLabels } from './map-props';

export interface MapToolsState {
  variant: BasemapVariant;
  /** The 3D perspective is on. */
  perspective: boolean;
  /** The current style allows tilting (the hybrid style may not, docs/product/maps.md#map-settings). */
  canTilt: boolean;
  locating: boolean;
  locateFailed: boolean;
  on: { variant(variant: BasemapVariant): void; perspective(): void; locate(): void };
}

interface MapToolsProps {
  labels: FeatureMapLabels;
  /** The site offers the 3D tool (docs/product/maps.md#3d-perspective: two sites do). */
  perspectiveTool: boolean;
  state: MapToolsState;
}

const VARIANTS: BasemapVariant[] = ['outdoor', 'hybrid'];

/** The map's own controls, drawn over its box once it works: style, 3D with its tilt tip, locate. */
export function MapTools({ labels, perspectiveTool, state }: MapToolsProps) {
  const variantLabel = { outdoor: labels.styleOutdoor, hybrid: labels.styleHybrid };
  return (
    <div className="map-tools">
      <div className="map-tools__group" role="group" aria-label={labels.style}>
        {VARIANTS.map((variant) => (
          <button key={variant} type="button" className="map-tools__button" aria-pressed={state.variant === variant} onClick={() => state.on.variant(variant)}>
            {variantLabel[variant]}
          </button>
        ))}
      </div>
      {perspectiveTool ? (
        <button type="button" className="map-tools__button" aria-pressed={state.perspective} disabled={!state.canTilt} onClick={state.on.perspective}>
          {labels.perspective}
        </button>
      ) : null}
      <button type="button" className="map-tools__button" aria-busy={state.locating} onClick={state.on.locate}>
        {labels.locate}
      </button>
      <p className="map-tools__tip" role="status">
        {state.perspective ? labels.tiltTip : state.locateFailed ? labels.locateFailed : ''}
      </p>
    </div>
  );
}
