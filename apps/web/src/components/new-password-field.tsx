import { useId, type ComponentProps } from 'react';
import type { PersonalDetails } from '../lib/forms/password-judge.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'describedById'> & {
  /** The password as typed (the form's watched value). */
  password: string;
  /** The account's name, email and phone, which zxcvbn counts against the password. */
  personal: PersonalDetails;
};

/** A new admin password: the password field with its strength meter under it. */
export function NewPasswordField({ password, personal, ...props }: NewPasswordFieldProps) {
  const meterId = useId();
  return (
    <div className="flex flex-col gap-2">
      <PasswordField {...props} describedById={meterId} />
      <PasswordStrengthMeter id={meterId} password={password} personal={personal} showWhy={!props.error} />
    </div>
  );
}
