import { cx } from '../lib/class-names.ts';

/** The two ends a list starts from; each list maps them to its own `ordering`. */
export type ListOrder = 'newest' | 'oldest';

/** A list's order filter (for useListState), its default first: most lists start with the newest. */
export const NEWEST_FIRST = { order: ['newest', 'oldest'] } as const;

const ORDERS: readonly { value: ListOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

type OrderToggleProps = {
  value: ListOrder;
  onChange: (order: ListOrder) => void;
  className?: string;
};

/**
 * "Newest first" / "Oldest first", two buttons of which the one in force is pressed: past
 * the pages a long list numbers, the other end of the list is one click away.
 */
export function OrderToggle({ value, onChange, className }: OrderToggleProps) {
  return (
    <div
      role="group"
      aria-label="Order"
      className={cx(
        'inline-flex h-10 shrink-0 rounded-lg border border-gray-300 bg-gray-50 p-0.5 dark:border-gray-700 dark:bg-gray-900',
        className,
      )}
    >
      {ORDERS.map((order) => {
        const isPressed = order.value === value;
        return (
          <button
            key={order.value}
            type="button"
            aria-pressed={isPressed}
            onClick={() => !isPressed && onChange(order.value)}
            className={cx(
              'flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
              isPressed
                ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-700 dark:text-white'
                : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white',
            )}
          >
            {order.label}
          </button>
        );
      })}
    </div>
  );
}
