import { cx } from '../lib/class-names.ts';
import { SelectFilter } from './select-filter.tsx';

/** The two ends a list starts from; each list maps them to its own `ordering`. */
export type ListOrder = 'newest' | 'oldest';

/** A list's order filter (for useListState), its default first: most lists start with the newest. */
export const NEWEST_FIRST = { order: ['newest', 'oldest'] } as const;

const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
] as const;

type OrderSelectProps = {
  value: ListOrder;
  onChange: (order: ListOrder) => void;
  className?: string;
};

/**
 * "Order: Newest first / Oldest first", with its label shown: past the pages a long list
 * numbers, the reversed order is how its other end is reached.
 */
export function OrderSelect({ value, onChange, className }: OrderSelectProps) {
  return (
    <SelectFilter
      label="Order"
      isLabelVisible
      value={value}
      options={ORDER_OPTIONS}
      onChange={onChange}
      className={cx('sm:w-40', className)}
    />
  );
}
