import { useText } from './text';

export interface FeatureSlotProps {
  slot: 'profile' | 'flythrough';
  entryId: string;
}

/** A marked place the maps issue fills (elevation profile, fly-through). */
export function FeatureSlot({ slot, entryId }: FeatureSlotProps) {
  const t = useText();
  const headingId = `${slot}-heading`;
  return (
    <section className={`feature-slot feature-slot--${slot}`} aria-labelledby={headingId} data-slot={slot} data-entry={entryId}>
      <h2 id={headingId}>{t(`detail.${slot}`)}</h2>
      <div className="feature-slot__canvas" data-slot-canvas={slot} />
    </section>
  );
}
