import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * Every error the field can show, on a form that must not move as they come and go (the
   * sign-in page): the line under the control keeps the room of the tallest of them.
   */
  keepRoomFor?: readonly string[] | undefined;
  children: ReactNode;
};

/** Ids of the hint and error texts, for the control's aria-describedby. */
export function describedBy(id: string, { error, hint }: { error?: string | undefined; hint?: ReactNode }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A form control with its label above and its hint or error below. */
export function Field({ id, label, error, hint, keepRoomFor, children }: FieldProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} keepRoomFor={keepRoomFor} />
    </div>
  );
}

/** The line under a control: its error, else its hint, with the ids describedBy names. */
export function FieldMessage({ id, error, hint, keepRoomFor }: Omit<FieldProps, 'label' | 'children'>) {
  const message = error ? (
    <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
      {hint}
    </p>
  ) : null;
  if (!keepRoomFor || keepRoomFor.length === 0) return message;
  // The message and an unseen copy of each error share one grid cell, so the cell is as
  // tall as the tallest of them at the width the page has, in the font it has. The copies
  // are CSS content, not text: no reader, search or test finds them.
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      {message}
      {keepRoomFor.map((text) => (
        <span
          key={text}
          aria-hidden="true"
          data-text={text}
          className="invisible text-sm before:content-[attr(data-text)]"
        />
      ))}
    </div>
  );
}

/**
 * The input look shared by text and password fields. Focus shows the same 2px outline as
 * every other control (styles.css :focus-visible). Read-only fields drop the white well
 * and the border colour of an editable field, in both themes, so they do not look typeable.
 */
export function inputClasses(hasError: boolean): string {
  return [
    'block h-11 w-full rounded-lg border bg-white px-3.5 text-sm text-gray-900 shadow-xs transition-colors',
    'placeholder:text-gray-500 disabled:cursor-not-allowed disabled:opacity-70',
    'read-only:cursor-default read-only:border-transparent read-only:bg-gray-100 read-only:text-gray-700 read-only:shadow-none',
    'dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400',
    'dark:read-only:border-transparent dark:read-only:bg-gray-800 dark:read-only:text-gray-300',
    hasError
      ? 'border-red-500 focus:border-red-500 dark:border-red-400'
      : 'border-gray-300 focus:border-brand-500 dark:border-gray-700 dark:focus:border-brand-400',
  ].join(' ');
}
