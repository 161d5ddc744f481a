import type { FeatureListItem } from './map-props';

/** What the hydrated map adds to its list: the highlighted row and a way to each feature on the map. */
export interface FeatureListState {
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
export function FeatureList({ id, items, labels, state }: FeatureListProps) {
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
