import type { DateModel } from './models';

export function EntryDates({ dates, className = 'dates', labelledBy }: { dates: DateModel[] | undefined; className?: string; labelledBy?: string }) {
  if (!dates || dates.length === 0) return null;
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {dates.map((date) => (
        <li key={`${date.start}-${date.text}`}>
          <time dateTime={date.start}>{date.text}</time>
        </li>
      ))}
    </ul>
  );
}
