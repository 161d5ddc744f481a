import { useEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { BasemapVariant } from '../../core/map/palettes';
import { FeatureMap } from '../../ui/islands/FeatureMap';
import type { FeatureMapProps } from '../../ui/islands/map-props';
import { MapPopup, type MapPopupModel } from '../../ui/islands/MapPopup';
import type { FeatureMapController } from '../map/controller';
import { loadFeatures } from '../map/feature-data';
import { useCompanions } from '../map/channel';
import { useEnhanced } from './context';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The map island: hydrates the server's list and box (at once, or when the visitor reaches for the
 * map: see mapLoad), then loads maplibre (its own chunk) and draws
 * the page's features.geojson over the site's basemap. List and map highlight each other; popups,
 * style, 3D and locate are driven from here.
 */
export default function MapIsland(props: FeatureMapProps) {
  const { settings, labels } = props;
  const enhanced = useEnhanced();
  const canvas = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<FeatureMapController>();
  const [status, setStatus] = useState<Status>('loading');
  const [variant, setVariant] = useState<BasemapVariant>(settings.styles.default);
  const [perspective, setPerspective] = useState(false);
  const [canTilt, setCanTilt] = useState(true);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [popup, setPopup] = useState<MapPopupModel | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const [flying, setFlying] = useState(false);

  useEffect(() => {
    const container = canvas.current;
    if (!enhanced || !container) return;
    let cancelled = false;
    let made: FeatureMapController | undefined;
    // The features download while maplibre does, not after it.
    const features = loadFeatures(props.features, props.highlight);
    // A failure is reported once the map awaits them; until then it is not unhandled.
    features.catch(() => {});
    import('../map/maplibre-map')
      .then(({ createFeatureMap }) =>
        createFeatureMap(container, props, features, {
          hover: setHighlighted,
          // Rendered at once, so maplibre measures and focuses the popup with its content in place.
          select: (_key, model) => flushSync(() => setPopup(model)),
          flying: setFlying,
        }),
      )
      .then((drawn) => {
        if (cancelled) return drawn.destroy();
        made = drawn;
        // The "Interactive map" control the visitor pressed goes with the picture: the map keeps the
        // focus, once it is in sight (a hidden canvas cannot take it).
        const focused = container.parentElement?.contains(document.activeElement);
        setController(drawn);
        setCanTilt(drawn.canTilt());
        setPerspective(settings.perspective.enabled && drawn.canTilt());
        flushSync(() => setStatus('ready'));
        if (focused) drawn.focus();
      })
      .catch((error: unknown) => {
        console.error('map: not drawn', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      made?.destroy();
    };
    // The map is made once per island; its props never change.
  }, [enhanced]);

  useCompanions(controller, flying);

  const tools = {
    variant,
    perspective,
    canTilt,
    locating,
    locateFailed,
    on: {
      async variant(next: BasemapVariant) {
        if (!controller || next === variant) return;
        setVariant(next);
        await controller.setVariant(next);
        setCanTilt(controller.canTilt());
        if (!controller.canTilt()) setPerspective(false);
      },
      perspective() {
        controller?.setPerspective(!perspective);
        setPerspective(!perspective);
      },
      locate() {
        if (!controller) return;
        setLocating(true);
        controller
          .locate()
          .then(
            () => setLocateFailed(false),
            () => setLocateFailed(true),
          )
          .finally(() => setLocating(false));
      },
    },
  };
  const list = {
    highlighted,
    ready: status === 'ready',
    hover(key: string | null) {
      setHighlighted(key);
      controller?.highlight(key);
    },
    show: (key: string) => controller?.show(key),
  };
  const shownPopup = popup && controller ? createPortal(<MapPopup popup={popup} labels={labels} />, controller.popupElement) : undefined;
  return <FeatureMap {...props} state={{ enhanced, status, canvas, tools, list, popup: shownPopup }} />;
}
