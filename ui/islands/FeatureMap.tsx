import type { ReactNode, Ref } from 'react';
import { preload } from 'react-dom';
import { type FeatureMapProps, mapLoad, type FeatureListItem, type FeatureMapLabels, type MapPicture } from './map-props';
import type { BasemapVariant } from '../../core/map/palettes';

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
 * when the map arrives; without JavaScript the box shows the map's picture and the list below it carries every feature with its link. Where the map waits for the
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
        <MapPictureImage picture={props.picture} />
        {enhanced ? <div ref={state.canvas} className="feature-map__canvas" /> : null}
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

/** The picture, with its phone's frame offered to phones' screens where the layout has one. */
function MapPictureImage({ picture }: { picture: MapPicture }) {
  const image = (
    <img
      className="feature-map__picture"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      {...(picture.first ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
    />
  );
  if (!picture.narrow) return image;
  const { media, src, width, height } = picture.narrow;
  if (picture.first) {
    // React preloads an <img> of high priority by itself, but not inside a <picture>, where it cannot
    // tell which frame the screen takes: each frame is preloaded for its own screens.
    preload(src, { as: 'image', fetchPriority: 'high', media });
    preload(picture.src, { as: 'image', fetchPriority: 'high', media: `not all and ${media}` });
  }
  return (
    <picture>
      <source media={media} srcSet={src} width={width} height={height} />
      {image}
    </picture>
  );
}

/** What the hydrated map adds to its list: the highlighted row and a way to each feature on the map. */
interface FeatureListState {
  highlighted: string | null;
  /** The map has drawn: rows offer "show on map". */
  ready: boolean;
  hover(key: string | null): void;
  show(key: string): void;
}

interface FeatureListProps {
  id: string;
  items: readonly FeatureListItem[];
  labels: { list: string; showOnMap: string };
  state?: FeatureListState;
}

/**
 * The map's features as a list: complete without JavaScript, and the way keyboard and screen-reader
 * users reach every feature. Hydrated, hovering or focusing a row highlights its features on the map,
 * and its button flies there and opens the popup.
 */
function FeatureList({ id, items, labels, state }: FeatureListProps) {
  // An empty page of results says so outside the island (MapSlot), in the page's own words.
  if (items.length === 0) return null;
  return (
    <ul className="feature-list" id={`${id}-list`} aria-label={labels.list}>
      {items.map((item) => (
        <li
          key={item.key}
          className={state?.highlighted === item.key ? 'feature-list__item is-highlighted' : 'feature-list__item'}
          data-feature-key={item.key}
          onPointerEnter={state ? () => state.hover(item.key) : undefined}
          onPointerLeave={state ? () => state.hover(null) : undefined}
          onFocus={state ? () => state.hover(item.key) : undefined}
          onBlur={state ? () => state.hover(null) : undefined}
        >
          <span className="feature-list__name">
            {item.href ? <a href={item.href}>{item.title}</a> : item.title}
            {item.kind ? <span className="feature-list__kind">{item.kind}</span> : null}
            {item.coordinates ? <span className="feature-list__coordinates">{item.coordinates}</span> : null}
          </span>
          {state?.ready ? (
            <button type="button" className="feature-list__show" onClick={() => state.show(item.key)}>
              {labels.showOnMap}
              <span className="visually-hidden">: {item.title}</span>
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

interface MapToolsState {
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
function MapTools({ labels, perspectiveTool, state }: MapToolsProps) {
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
