import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export type ColumnAlign = 'start' | 'center' | 'end';

export type DataTableColumn<Row> = {
  /** Unique among the columns; the React key. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: ColumnAlign;
  /** Added to the column's header and cells, e.g. a width or `whitespace-nowrap`. */
  className?: string;
  /** Hides the header text on screen, e.g. for an Actions column; screen readers still read it. */
  isHeaderHidden?: boolean;
};

type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while nothing has loaded yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Names the table (its caption) and its scroll region; hidden unless `isCaptionVisible`. */
  caption: string;
  isCaptionVisible?: boolean;
  isLoading?: boolean;
  /** Read by screen readers while loading. */
  loadingLabel?: string;
  /** Skeleton rows shown while loading; about a page keeps the layout still. */
  skeletonRows?: number;
  /** The text when there are no rows, e.g. "No users found". */
  emptyText: string;
  /** A load failure's message; it replaces the rows. */
  error?: string | null;
  onRetry?: () => void;
  className?: string;
};

const ALIGN: Record<ColumnAlign, string> = { start: 'text-left', center: 'text-center', end: 'text-right' };

/**
 * The first column stays in place while a narrow screen scrolls the table sideways, so
 * every row keeps saying whose it is. Its cells need an opaque background: the header's
 * and a hovered row's are the same colours mixed over the card's.
 */
const STICKY_HEADER =
  'sticky left-0 z-[1] bg-gray-50 dark:bg-[color-mix(in_oklab,var(--color-gray-800)_50%,var(--color-gray-900))]';
const STICKY_CELL =
  'sticky left-0 z-[1] bg-white group-hover:bg-gray-50 dark:bg-gray-900 dark:group-hover:bg-[color-mix(in_oklab,white_3%,var(--color-gray-900))]';

/**
 * A list's table, with its loading, empty and error states inside it, so the header
 * stays in place while the state changes. It scrolls sideways inside its own border on a
 * narrow screen instead of widening the page, its first column held in place; the scroll
 * region is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  isCaptionVisible = false,
  isLoading = false,
  loadingLabel = 'Loading…',
  skeletonRows = 5,
  emptyText,
  error,
  onRetry,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const span = columns.length;
  let body: ReactNode;
  if (error) {
    body = (
      <StateRow span={span}>
        <Alert
          tone="error"
          className="text-left"
          action={
            onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          {error}
        </Alert>
      </StateRow>
    );
  } else if (isLoading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      // Placeholders only: hidden from screen readers, which hear the status text instead.
      <tr key={index} aria-hidden="true">
        {columns.map((column) => (
          <td key={column.id} className="px-3 py-3.5">
            <span className="block h-4 w-full max-w-40 animate-pulse rounded bg-gray-200 motion-reduce:animate-none dark:bg-gray-800" />
          </td>
        ))}
      </tr>
    ));
  } else if (!rows || rows.length === 0) {
    body = (
      <StateRow span={span}>
        <p className="py-6 text-gray-600 dark:text-gray-400">{emptyText}</p>
      </StateRow>
    );
  } else {
    body = rows.map((row) => (
      <tr key={rowKey(row)} className="group hover:bg-gray-50 dark:hover:bg-white/[0.03]">
        {columns.map((column, index) => (
          <td
            key={column.id}
            className={cx(
              'px-3 py-3 text-gray-700 dark:text-gray-300',
              ALIGN[column.align ?? 'start'],
              index === 0 && STICKY_CELL,
              column.className,
            )}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so a keyboard can scroll it when the table is wider than the screen.
      tabIndex={0}
      className={cx(
        'max-w-full overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-xs dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
    >
      {/* On a phone the table keeps its natural width and scrolls inside its border; from a
          laptop's width up its cells wrap instead, so it fits its card beside the sidebar. */}
      <table aria-busy={(isLoading && !error) || undefined} className="w-full min-w-max text-sm lg:min-w-0">
        <caption
          id={captionId}
          className={
            isCaptionVisible
              ? 'px-4 pt-4 pb-2 text-left text-base font-semibold text-gray-900 dark:text-gray-100'
              : 'sr-only'
          }
        >
          {caption}
        </caption>
        <thead className="border-b border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-800/50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.id}
                scope="col"
                className={cx(
                  'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-600 uppercase dark:text-gray-400',
                  ALIGN[column.align ?? 'start'],
                  index === 0 && STICKY_HEADER,
                  column.className,
                )}
              >
                {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">{body}</tbody>
      </table>
      {isLoading && !error && (
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
      )}
    </div>
  );
}

/** One cell across the table for the empty and error states. */
function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-4 py-4 text-center">
        {/* Held at the visible left edge and no wider than the screen: on a phone the
            table scrolls sideways, and the message and its Retry must not scroll away. */}
        <div className="sticky left-4 max-w-[calc(100vw-4rem)]">{children}</div>
      </td>
    </tr>
  );
}
