import { useRef, useState, type FormEvent } from 'react';
import { TEXTS } from '@epaper/shared/texts';
import { normalisePhone } from '@epaper/shared/limits';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { getServerMessage } from '../../../lib/api/error-messages.ts';
import { useLogin } from '../api/login.ts';
import { SIGN_IN_FIELD_ERRORS, validateSignIn, type SignInFieldErrors } from '../sign-in-validation.ts';

/** Login text: the server's message, else "Login failed" (or the network text). */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return error.message;
  return getServerMessage(error) ?? TEXTS.loginFailed;
}

// Plain checks rather than zod and react-hook-form: this form is on the first page most
// visitors load, and its JavaScript budget is tight. Success needs no callback: the page
// follows the auth state to where the admin was going.
export function SignInForm() {
  const login = useLogin();
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // People type spaces and dashes in phone numbers; the API wants plain E.164.
    const phone = normalisePhone(String(form.get('phone') ?? ''));
    const password = String(form.get('password') ?? '');
    const found = validateSignIn(phone, password);
    setErrors(found);
    if (found.phone) return phoneRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    login.mutate({ fullPhone: phone, password, persist: form.get('remember') === 'on' });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {/* Closer together than the form's other parts: the room kept under each field for its
          error already stands between them. */}
      <div className="space-y-3">
        <PhoneField
          ref={phoneRef}
          label="Mobile Number"
          name="phone"
          autoComplete="tel"
          error={errors.phone}
          keepRoomFor={SIGN_IN_FIELD_ERRORS.phone}
          // The page's one task: typing can start at once.
          autoFocus
          required
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          error={errors.password}
          keepRoomFor={SIGN_IN_FIELD_ERRORS.password}
          required
        />
        <Checkbox label="Keep me logged in" name="remember" />
      </div>
      <Button type="submit" size="lg" isLoading={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      {/* Room for a two-line message is kept below the button, so its arrival moves no field. */}
      <div className="min-h-[4.25rem]">
        {login.isError && <Alert tone="error">{loginErrorText(login.error)}</Alert>}
      </div>
    </form>
  );
}
