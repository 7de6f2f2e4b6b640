import { formatDay } from '../../../lib/format/date-format.ts';
import { DASHBOARD_TEXTS, soFarText } from '../dashboard-texts.ts';

/** One day of a list: the day and its figure, already written for a person. */
export type DailyRow = { date: string; value: string };

type DailyTableProps = {
  /** Names the table for screen readers, e.g. "New registrations of the latest 7 days". */
  caption: string;
  valueHeader: string;
  rows: readonly DailyRow[];
  /** The service's today: its row reads "(so far)", its figure not yet the day's whole. */
  today?: string | undefined;
};

/** A short list of days, newest first, as a two-column table: Date and the figure. */
export function DailyTable({ caption, valueHeader, rows, today }: DailyTableProps) {
  if (rows.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.noDays}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-xs tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:text-gray-400">
          <th scope="col" className="pb-2 text-left font-semibold">
            Date
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
        {rows.map((row) => (
          <tr key={row.date}>
            <td className="py-2 text-gray-700 dark:text-gray-300">
              {row.date === today ? soFarText(formatDay(row.date)) : formatDay(row.date)}
            </td>
            <td className="py-2 text-right font-medium text-gray-900 tabular-nums dark:text-gray-100">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
