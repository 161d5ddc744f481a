import type { DateModel } from './models';

export function EntryDates({ dates, className = 'dates' }: { dates: DateModel[] | undefined; className?: string }) {
  if (!dates || dates.length === 0) return null;
  return (
    <ul className={className}>
      {dates.map((date) => (
        <li key={`${date.start}-${date.text}`}>
          <time dateTime={date.start}>{date.text}</time>
        </li>
      ))}
    </ul>
  );
}
