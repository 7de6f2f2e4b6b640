import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';

/** What a section needs of its query. */
export type Loadable<T> = { data: T | undefined; isPending: boolean; isPlaceholderData?: boolean };

type SectionStateProps<T> = {
  query: Loadable<T>;
  /** Grey lines shown while loading; about the section's own height keeps the page still. */
  skeletonLines?: number;
  children: (data: T) => ReactNode;
};

/**
 * A section's body in each state: grey lines while its call runs; its figures, dimmed
 * while a new range loads (the previous range's stay meanwhile); a short line when the
 * call failed, which the error box above explains and retries.
 */
export function SectionState<T>({ query, skeletonLines = 3, children }: SectionStateProps<T>) {
  if (query.data !== undefined) {
    return (
      <div
        aria-busy={query.isPlaceholderData || undefined}
        className={cx('transition-opacity', query.isPlaceholderData && 'opacity-60')}
      >
        {children(query.data)}
      </div>
    );
  }
  if (query.isPending) return <SkeletonLines count={skeletonLines} />;
  return <p className="text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.unavailable}</p>;
}

/** Placeholders only: hidden from screen readers, which hear the page's loading status instead. */
export function SkeletonLines({ count, className }: { count: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('space-y-3', className)}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className="block h-4 animate-pulse rounded bg-gray-200 motion-reduce:animate-none dark:bg-gray-800"
          style={{ width: `${90 - (index % 3) * 15}%` }}
        />
      ))}
    </div>
  );
}
