import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { describedBy, Field, inputClasses } from './field.tsx';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** See Field: the errors whose room the line under the input keeps. */
  keepRoomFor?: readonly string[] | undefined;
};

/** A labelled text input; `ref` passes through for react-hook-form's `register`. */
export function TextField({ label, error, hint, keepRoomFor, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error} hint={hint} keepRoomFor={keepRoomFor}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, { error, hint })}
        className={cx(inputClasses(Boolean(error)), className)}
        {...props}
      />
    </Field>
  );
}
