import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../lib/class-names.ts';
import { inputClasses } from './field.tsx';

export type SelectOption<Value extends string = string> = { value: Value; label: string };

type SelectFilterProps<Value extends string> = {
  /** The select's label, e.g. "Status"; hidden unless `isLabelVisible` (the options say enough in a toolbar). */
  label: string;
  isLabelVisible?: boolean;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * A labelled filter select. Native, not a custom listbox: it works with the keyboard,
 * screen readers and a phone's own picker without any code of ours.
 */
export function SelectFilter<Value extends string>({
  label,
  isLabelVisible = false,
  value,
  options,
  onChange,
  className,
}: SelectFilterProps<Value>) {
  const selectId = useId();
  return (
    <div className={cx('space-y-1.5', className)}>
      <label
        htmlFor={selectId}
        className={isLabelVisible ? 'block text-sm font-medium text-gray-800 dark:text-gray-200' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          // The options are all of type Value, so the chosen one is too.
          onChange={(event) => onChange(event.target.value as Value)}
          className={cx(inputClasses(false), 'h-10 cursor-pointer appearance-none pr-9')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
        />
      </div>
    </div>
  );
}
