import type { ReactNode, Ref } from 'react';
import { FeatureList, type FeatureListState } from './FeatureList';
import { type FeatureMapProps, mapLoad } from './map-props';
import { MapTools, type MapToolsState } from './MapTools';

/** What the hydrated island (client/islands/map.tsx) adds; the server renders none of it. */
export interface FeatureMapState {
  enhanced: boolean;
  status: 'loading' | 'ready' | 'failed';
  canvas: Ref<HTMLDivElement>;
  tools: MapToolsState;
  list: FeatureListState;
  /** The open popup, portalled into maplibre's popup element. */
  popup?: ReactNode;
}

/**
 * The map island's markup. Its box is sized by CSS before anything draws, so the page does not shift
 * when the map arrives; without JavaScript the box shows the map's picture (or says the map needs
 * JavaScript) and the list below it carries every feature with its link. Where the map waits for the
 * visitor, the box is what they reach for and holds the "Interactive map" control until the map has
 * drawn (the stylesheet hides it where scripting is off). The box's `data-island-engage` is
 * ISLAND_ATTRIBUTES.engage, written out: the island protocol is in the page-wide script, and a module
 * on both sides of build.mjs's split would run twice (map-islands.test.tsx holds them equal). Hydrated, the box holds maplibre's canvas
 * and the map's controls.
 */
export function FeatureMap(props: FeatureMapProps & { state?: FeatureMapState }) {
  const { id, layout, items, downloads, labels, state } = props;
  const enhanced = state?.enhanced === true;
  const hintId = `${id}-download-hint`;
  const waits = mapLoad(layout) === 'engage';
  return (
    <div className={`feature-map feature-map--${layout}`} data-map-status={enhanced ? state.status : undefined}>
      <div className="feature-map__box" id={`${id}-box`} data-island-engage={waits ? '' : undefined}>
        {/* Kept under the canvas once the map draws: paper prints the picture, never the canvas. */}
        {props.picture ? (
          <img className="feature-map__picture" src={props.picture.src} width={props.picture.width} height={props.picture.height} alt={props.picture.alt} decoding="async" />
        ) : null}
        {enhanced ? (
          <div ref={state.canvas} className="feature-map__canvas" />
        ) : props.picture ? null : (
          <noscript>
            <p className="feature-map__note">{labels.noScript}</p>
          </noscript>
        )}
        {waits && !(enhanced && state.status !== 'loading') ? (
          <button type="button" className="feature-map__start" aria-busy={enhanced ? true : undefined}>
            {labels.start}
          </button>
        ) : null}
        {enhanced && state.status === 'ready' ? <MapTools labels={labels} perspectiveTool={props.settings.perspective.tool} state={state.tools} /> : null}
        {state?.status === 'failed' ? (
          <p className="feature-map__note" role="status">
            {labels.failed}
          </p>
        ) : null}
      </div>
      {props.list === false ? null : <FeatureList id={id} items={items} labels={labels} {...(enhanced ? { state: state.list } : {})} />}
      {/* Alt/Option-click leaves the points out (docs/product/maps.md#downloads): the page-wide script does it for every
          `data-lines-only` link (client/downloads.ts), so it works before the map has started. */}
      {downloads ? (
        <p className="map-slot__downloads">
          <a href={downloads.geojson} download data-lines-only="" aria-describedby={enhanced ? hintId : undefined} title={enhanced ? labels.downloadHint : undefined}>
            {labels.downloadGeoJson}
          </a>{' '}
          <a href={downloads.gpx} download data-lines-only="" aria-describedby={enhanced ? hintId : undefined} title={enhanced ? labels.downloadHint : undefined}>
            {labels.downloadGpx}
          </a>
          {enhanced ? (
            <span className="visually-hidden" id={hintId}>
              {labels.downloadHint}
            </span>
          ) : null}
        </p>
      ) : null}
      {state?.popup}
    </div>
  );
}
