import { RefreshCw } from 'lucide-react';
import type { DashboardRange } from '@epaper/shared/analytics-range';
import { Button } from '../../../components/button.tsx';
import { SelectFilter } from '../../../components/select-filter.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { parseRange, RANGE_OPTIONS } from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';

type DashboardToolbarProps = {
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  onRefresh: () => void;
  isFetching: boolean;
};

/**
 * The range select, Refresh Data and the loading spinner. The status region is always in
 * the page, so a screen reader announces "Loading analytics…" when it fills. The button
 * stays enabled while loading: disabling it would drop the keyboard focus.
 */
export function DashboardToolbar({ range, onRangeChange, onRefresh, isFetching }: DashboardToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectFilter
        label={DASHBOARD_TEXTS.rangeLabel}
        value={`${range}`}
        options={RANGE_OPTIONS}
        onChange={(value) => onRangeChange(parseRange(value))}
        className="sm:w-44"
      />
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={onRefresh} className="flex-1 sm:flex-none">
          <RefreshCw aria-hidden="true" className="size-4" />
          {DASHBOARD_TEXTS.refresh}
        </Button>
        <span role="status" className="inline-flex size-5 items-center text-brand-600 dark:text-brand-400">
          {isFetching && (
            <>
              <Spinner />
              <span className="sr-only">{DASHBOARD_TEXTS.loading}</span>
            </>
          )}
        </span>
      </div>
    </div>
  );
}
