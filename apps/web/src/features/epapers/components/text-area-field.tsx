import { useId, type ComponentProps } from 'react';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { cx } from '../../../lib/class-names.ts';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A labelled textarea in the text fields' look; `ref` passes through for react-hook-form's `register`. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  return (
    <Field id={textAreaId} label={label} error={error}>
      <textarea
        id={textAreaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textAreaId, { error })}
        // inputClasses fixes a single line's height; the min-height outweighs it, and a
        // resize by the user (an inline height) still wins.
        className={cx(inputClasses(Boolean(error)), 'min-h-32 resize-y py-2.5', className)}
        {...props}
      />
    </Field>
  );
}
