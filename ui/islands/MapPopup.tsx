/** What a popup shows about a feature (built in the browser from its features.geojson properties). */
export interface MapPopupModel {
  title: string;
  kind?: string;
  /** The entry's popup attribute group (docs/product/views-and-states.md#attributes), as plain text: CMS text is never markup here. */
  lines: { label: string; value: string }[];
  href?: string;
  directions?: string;
}

interface MapPopupProps {
  popup: MapPopupModel;
  labels: { details: string; directions: string; opensInNewTab: string };
}

/** A feature's popup on the map: its name, attribute lines, a link to its entry and directions there. */
export function MapPopup({ popup, labels }: MapPopupProps) {
  return (
    <div className="map-popup">
      <p className="map-popup__title">{popup.title}</p>
      {popup.kind ? <p className="map-popup__kind">{popup.kind}</p> : null}
      {popup.lines.length > 0 ? (
        <dl className="map-popup__lines">
          {popup.lines.map((line, index) => (
            <div key={`${index}-${line.label}`}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="map-popup__links">
        {popup.href ? (
          <a href={popup.href}>
            {labels.details}
            <span className="visually-hidden">: {popup.title}</span>
          </a>
        ) : null}
        {popup.directions ? (
          <a href={popup.directions} target="_blank" rel="noopener noreferrer">
            {labels.directions}
            <span className="visually-hidden"> {labels.opensInNewTab}</span>
          </a>
        ) : null}
      </p>
    </div>
  );
}
