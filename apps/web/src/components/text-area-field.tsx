import { useId, type ComponentProps } from 'react';
import { cx } from '../lib/class-names.ts';
import { describedBy, Field, inputClasses } from './field.tsx';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/**
 * A labelled textarea in the text fields' look, as tall as its `rows` (or a `min-h-*`
 * class); `ref` passes through for react-hook-form's `register`.
 */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  return (
    <Field id={textAreaId} label={label} error={error}>
      <textarea
        id={textAreaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textAreaId, { error })}
        // inputClasses fixes a single line's height: a textarea's comes from its rows, and a
        // resize by the user (an inline height) still wins.
        className={cx(inputClasses(Boolean(error)), 'h-auto resize-y py-2.5', className)}
        {...props}
      />
    </Field>
  );
}
