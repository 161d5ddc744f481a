import type { AttributeLineModel } from './models';

export interface AttributeLinesProps {
  lines: AttributeLineModel[];
  headingId: string;
  heading: string;
}

export function AttributeLines({ lines, headingId, heading }: AttributeLinesProps) {
  if (lines.length === 0) return null;
  return (
    <section className="attributes" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <dl>
        {lines.map((line) => (
          <div key={line.label} className="attributes__line">
            <dt>{line.label}</dt>
            <dd dangerouslySetInnerHTML={line.value} />
          </div>
        ))}
      </dl>
    </section>
  );
}
