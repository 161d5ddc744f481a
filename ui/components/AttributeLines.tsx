import type { AttributeLineModel } from './models';

/** The entry's detail-group attribute lines; the popup group belongs to the map's popups. */
export function AttributeLines({ lines }: { lines: AttributeLineModel[] }) {
  if (lines.length === 0) return null;
  return (
    <dl className="attributes">
      {lines.map((line) => (
        <div key={line.label} className="attributes__line">
          <dt>{line.label}</dt>
          <dd dangerouslySetInnerHTML={line.value} />
        </div>
      ))}
    </dl>
  );
}
