import { useId, type ComponentProps } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A checkbox with its clickable label beside it. */
export function Checkbox({ label, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex items-center gap-2.5">
      <input
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-gray-400 accent-brand-600 dark:border-gray-600 dark:accent-brand-500"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-gray-700 select-none dark:text-gray-300">
        {label}
      </label>
    </div>
  );
}
