// The map itself: the only module that imports maplibre-gl, loaded by the map island when its map is
// due (build.mjs keeps it, maplibre's worker and its stylesheet out of every other page).
/// <reference path="../asset-url.d.ts" />
import type { FeatureCollection } from 'geojson';
import { type ErrorEvent as MapErrorEvent, Map as MaplibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import stylesheetUrl from 'maplibre-gl/dist/maplibre-gl.css?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { glyphsUrl, variantLimits } from '../../core/map/basemap-style';
import type { BasemapVariant } from '../../core/map/palettes';
import { CLUSTER_MAX_ZOOM } from '../../core/map/feature-layers';
import { cameraBox } from '../../core/map/static/camera';
import { furnitureFeatures } from '../../core/map/route-furniture';
import { prepareStyle, TERRAIN_SOURCE } from '../../core/map/style-transform';
import { type FeatureMapProps, scrollsWithPage } from '../../ui/islands/map-props';
import type { MapPopupModel } from '../../ui/islands/MapPopup';
import { focusOffset, openingCamera, panBounds, shownPicture } from './camera';
import type { FeatureMapController } from './controller';
import { anchorOf, boundsOf, type FeatureData } from './feature-data';
import { addInteractions } from './interactions';
import { addFeatureLayers, setCursor } from './layers';
import { pointAlong, startFlythrough } from './route';

// Same origin: a plain module worker, no blob: URL needed.
setWorkerUrl(workerUrl);

export interface CreateOptions {
  hover(key: string | null): void;
  select(key: string | null, popup: MapPopupModel | null): void;
  flying(running: boolean): void;
}

/**
 * Adds a stylesheet to the document once and resolves when it applies. maplibre's own CSS (controls,
 * popups, markers) is needed only where a map draws, so it is not part of the page-wide stylesheet.
 */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`stylesheet ${href} failed to load`)), { once: true });
  });
  if (!existing) document.head.append(link);
  return loaded;
}

/**
 * Resolves in a later task, so the browser can paint and handle input between the map's start-up
 * steps (evaluating maplibre, making the map, adding its layers) instead of one long task.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const styleUrl = (base: string, variant: BasemapVariant) => {
  const url = new URL(base, document.baseURI);
  url.searchParams.set('style', variant);
  return url.href;
};

/**
 * Draws the page's features (`features`, fetched by the island while this chunk loaded) over the
 * site's basemap in `container`; resolves once the first frame is drawn.
 */
export async function createFeatureMap(container: HTMLElement, props: FeatureMapProps, features: Promise<FeatureData>, options: CreateOptions): Promise<FeatureMapController> {
  const { settings, labels } = props;
  const [data] = await Promise.all([features, loadStylesheet(stylesheetUrl)]);
  // Each step in a task of its own: evaluating maplibre, making the map and adding the features
  // would otherwise block the page for all of them at once.
  await nextTask();
  // The picture's camera, as the box shows the picture: the map replaces it without a jump.
  const picture = shownPicture(props.picture, (media) => window.matchMedia(media).matches);
  const start = openingCamera(picture, { width: container.clientWidth, height: container.clientHeight });
  let variant = settings.styles.default;
  const needs = { glyphs: glyphsUrl(new URL(props.style, document.baseURI).origin), terrain: settings.perspective.terrain };
  const map = new MaplibreMap({
    container,
    style: styleUrl(props.style, variant),
    // A production style comes from its tile service as it is: the site's glyphs and terrain join it.
    transformStyle: (_, next) => prepareStyle(next, needs),
    center: picture.camera.center,
    zoom: start.zoom,
    minZoom: settings.zoom.min,
    maxZoom: settings.zoom.max,
    maxPitch: settings.pitch.max,
    maxBounds: panBounds(settings.bounds, data.bounds, cameraBox(start)),
    attributionControl: { compact: true },
    // Inside a page that scrolls, one finger and the plain wheel scroll the page; the map says how
    // to move it instead. The map page is the map: it pans with one finger.
    cooperativeGestures: scrollsWithPage(props.layout),
    locale: {
      'Map.Title': labels.region,
      'CooperativeGesturesHandler.WindowsHelpText': labels.gestureWindows,
      'CooperativeGesturesHandler.MacHelpText': labels.gestureMac,
      'CooperativeGesturesHandler.MobileHelpText': labels.gestureMobile,
      'Popup.Close': labels.closePopup,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
      'NavigationControl.ResetBearing': labels.resetBearing,
      'AttributionControl.ToggleAttribution': labels.toggleAttribution,
    },
    // Labels appear at once: a fade repaints the whole map for every frame of it.
    fadeDuration: 0,
  });
  map.addControl(new NavigationControl({ visualizePitch: true }), 'top-right');

  let perspective = false;
  const furniture: FeatureCollection = { type: 'FeatureCollection', features: furnitureFeatures(data.shapes.features, settings.units, settings.locale) };
  map.on('style.load', () => {
    addFeatureLayers(map, data, furniture, settings, props.highlight);
    const limits = variantLimits(settings, variant);
    map.setMaxZoom(Math.min(settings.zoom.max, limits.maxzoom));
    map.setMinPitch(limits.pitch[0]);
    map.setMaxPitch(Math.min(settings.pitch.max, limits.pitch[1]));
  });

  const interactions = addInteractions(map, {
    data,
    key: props.highlight,
    popup: { directions: settings.popupDirections, linkToEntry: props.view === 'site' },
    hover: options.hover,
    select: options.select,
  });
  const tilt = (on: boolean) => {
    perspective = on && map.getMaxPitch() > 0;
    map.easeTo({ pitch: perspective ? Math.min(settings.perspective.pitch, map.getMaxPitch()) : 0 });
    // Terrain where the site configures a DEM; without one, 3D is the pitch alone.
    map.setTerrain(perspective && map.getSource(TERRAIN_SOURCE) ? { source: TERRAIN_SOURCE, exaggeration: settings.perspective.exaggeration } : null);
  };
  let flight: (() => void) | undefined;
  let located: Marker | undefined;

  await new Promise<void>((resolve, reject) => {
    // A style that cannot load is fatal; a tile that cannot is not, even before the first frame (a
    // saved guide offline lacks the tiles past its area, which the opening view may reach): the map
    // draws what it has. Tile errors name their source; and until every tile has settled the style
    // counts as not loaded, so that alone cannot tell them apart.
    const fail = (event: MapErrorEvent & { sourceId?: string }) => {
      if (event.sourceId === undefined && !map.isStyleLoaded()) reject(event.error);
    };
    map.on('error', fail);
    map.once('load', () => {
      map.off('error', fail);
      resolve();
    });
  });
  if (settings.perspective.enabled) tilt(true);

  return {
    popupElement: interactions.popupElement,
    hasRoute: data.route !== undefined,
    canTilt: () => map.getMaxPitch() > 0,
    async setVariant(next) {
      variant = next;
      // Diffed against the current style: the sources both looks share keep their tiles, so the new look
      // draws over what was loaded instead of starting from the sea's colour. The diff leaves out the
      // features, which `style.load` adds back, as after a whole reload.
      map.setStyle(styleUrl(props.style, variant));
      await new Promise<void>((resolve) => map.once('style.load', () => resolve()));
      if (perspective) tilt(map.getMaxPitch() > 0);
    },
    setPerspective: tilt,
    highlight: interactions.highlight,
    show(key) {
      const features = data.byKey.get(key);
      const first = features?.[0];
      if (!features || !first) return;
      const room = focusOffset(settings.offset, container.clientHeight);
      const points = features.every((feature) => feature.geometry.type === 'Point');
      const box = boundsOf(features)!;
      if (points) map.flyTo({ center: anchorOf(first), zoom: Math.max(map.getZoom(), settings.clustering.enabled ? CLUSTER_MAX_ZOOM + 1 : settings.zoom.initial + 2), offset: [0, room] });
      else map.fitBounds([box[0], box[1], box[2], box[3]], { padding: { top: 48 + room, bottom: 48, left: 48, right: 48 }, maxZoom: settings.zoom.locate });
      map.once('moveend', () => interactions.open(first));
    },
    locate() {
      return new Promise((resolve, reject) => {
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            const at: [number, number] = [coords.longitude, coords.latitude];
            // A visitor far from the region still sees where they are.
            map.setMaxBounds(null);
            located = (located ?? new Marker()).setLngLat(at).addTo(map);
            map.flyTo({ center: at, zoom: Math.min(settings.zoom.locate, map.getMaxZoom()) });
            resolve();
          },
          reject,
          { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
        );
      });
    },
    flythrough(run) {
      flight?.();
      if (!run || !data.route) return;
      options.flying(true);
      flight = startFlythrough(map, data.route, {
        pitch: Math.min(settings.perspective.pitch, map.getMaxPitch()),
        zoom: Math.min(settings.zoom.locate - 1, map.getMaxZoom()),
        done: () => {
          flight = undefined;
          setCursor(map, null);
          options.flying(false);
        },
      });
    },
    routePosition(fraction) {
      setCursor(map, fraction === null || !data.route ? null : pointAlong(data.route, fraction));
    },
    focus() {
      map.getCanvas().focus();
    },
    destroy() {
      flight?.();
      map.remove();
    },
  };
}
