import { EntryDates } from './EntryDates';
import type { DateModel } from './models';
import { useText } from './text';

/** A repeating event's next occurrences after the one the page shows (docs/product/views-and-states.md#dates). */
export function FurtherDates({ dates }: { dates: DateModel[] | undefined }) {
  const t = useText();
  if (!dates || dates.length === 0) return null;
  return (
    <div className="entry__further-dates">
      <p className="entry__further-dates-label" id="further-dates-label">
        {t('detail.furtherDates')}
      </p>
      <EntryDates dates={dates} className="dates dates--further" labelledBy="further-dates-label" />
    </div>
  );
}
