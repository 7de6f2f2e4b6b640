import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { describedBy, Field, inputClasses } from './field.tsx';
import { Eye, EyeOff } from 'lucide-react';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Another element that describes the input, e.g. a strength meter under the field. */
  describedById?: string | undefined;
  /** See Field: the errors whose room the line under the input keeps. */
  keepRoomFor?: readonly string[] | undefined;
};

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, keepRoomFor, id, describedById, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field id={inputId} label={label} error={error} hint={hint} keepRoomFor={keepRoomFor}>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [describedBy(inputId, { error, hint }), describedById].filter(Boolean).join(' ') || undefined
          }
          className={`${inputClasses(Boolean(error))} pr-11`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={`${isVisible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={inputId}
          disabled={props.disabled}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900 disabled:opacity-50 dark:text-gray-400 dark:hover:text-gray-100"
        >
          {isVisible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      </div>
    </Field>
  );
}
