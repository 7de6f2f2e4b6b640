import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldMessage } from './field.tsx';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  /** A line under it on what the choice means; the error takes its place. */
  hint?: ReactNode;
  /** The message for its value (the schema's or the server's). */
  error?: string | undefined;
};

/** A checkbox with its clickable label beside it, and its hint or error under it. */
export function Checkbox({ label, hint, error, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2.5">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { error, hint })}
          className="size-4 rounded border-gray-400 accent-brand-600 dark:border-gray-600 dark:accent-brand-500"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-gray-700 select-none dark:text-gray-300">
          {label}
        </label>
      </div>
      <FieldMessage id={inputId} error={error} hint={hint} />
    </div>
  );
}
