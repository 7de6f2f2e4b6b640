import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import type { DayRange } from '@epaper/shared/analytics-range';
import { addDays } from '@epaper/shared/calendar-date';
import { Button } from '../../../components/button.tsx';
import { SelectFilter } from '../../../components/select-filter.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import {
  CUSTOM_OPTION,
  lastDays,
  parseDays,
  RANGE_OPTIONS,
  type RangeChoice,
  type RangeOptionValue,
} from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { CustomRangeForm } from './custom-range-form.tsx';

type DashboardToolbarProps = {
  range: RangeChoice;
  /** The days the figures on screen cover, once answered: where a new custom range starts. */
  shownDays: DayRange | undefined;
  /** The service's today: as the server said, or by the service's clock until it has. */
  today: string;
  onRangeChange: (range: RangeChoice) => void;
  onRefresh: () => void;
  isFetching: boolean;
};

/**
 * The range select (the last 7, 30 or 90 days, or a custom range), Refresh Data and the
 * loading spinner; a custom range's From and To follow, on a line of their own across the
 * header (the header wraps), so opening them never squeezes or moves the title. The status
 * region is always in the page, so a screen reader announces "Loading analytics…" when it fills. The button stays
 * enabled while loading: disabling it would drop the keyboard focus.
 */
export function DashboardToolbar({
  range,
  shownDays,
  today,
  onRangeChange,
  onRefresh,
  isFetching,
}: DashboardToolbarProps) {
  // Choosing "Custom range…" opens the fields; the figures change only once they are applied.
  // They stay open for the range they were opened on: another one (applied, or Back to a
  // preset) closes them, and the select then says what the figures cover.
  const rangeKey = range.kind === 'custom' ? `${range.from}..${range.to}` : `last ${range.days}`;
  const [customOpenedOn, setCustomOpenedOn] = useState<string | null>(null);
  const isCustomOpen = customOpenedOn === rangeKey;
  const isCustom = range.kind === 'custom' || isCustomOpen;
  const selected: RangeOptionValue = range.kind === 'last' && !isCustomOpen ? `${range.days}` : CUSTOM_OPTION;
  const initial: DayRange =
    range.kind === 'custom' ? range : (shownDays ?? { from: addDays(today, -(range.days - 1)), to: today });

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-end">
        <SelectFilter
          label={DASHBOARD_TEXTS.rangeLabel}
          value={selected}
          options={RANGE_OPTIONS}
          onChange={(value) => {
            setCustomOpenedOn(value === CUSTOM_OPTION ? rangeKey : null);
            if (value !== CUSTOM_OPTION) onRangeChange(lastDays(parseDays(value)));
          }}
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
      {isCustom && (
        <CustomRangeForm
          // A range changed elsewhere (Back, a link) starts the fields afresh; an answer
          // arriving while they are open does not, so nothing typed is lost.
          key={rangeKey}
          initial={initial}
          today={today}
          onApply={(days) => {
            setCustomOpenedOn(null);
            onRangeChange({ kind: 'custom', ...days });
          }}
        />
      )}
    </>
  );
}
