import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';

type PhoneFieldProps = ComponentProps<typeof TextField>;

/**
 * A mobile number in the form the API takes (E.164, with its country code): a phone's
 * keypad, an example, and a hint saying so while it can be typed in, unless the form
 * gives its own.
 */
export function PhoneField({ hint, readOnly, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      placeholder="+919876543210"
      readOnly={readOnly}
      hint={hint ?? (readOnly ? undefined : 'Include the country code, e.g. +91.')}
      {...props}
    />
  );
}
