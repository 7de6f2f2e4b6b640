import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a form control needs from react-hook-form, spread onto a TextField, PhoneField,
 * TextAreaField or Checkbox: the field's registration and the message under it (the
 * schema's or the server's), e.g. `<TextField label="Email" {...fieldProps(form, 'email')} />`.
 */
export function fieldProps<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
) {
  // Read through formState, which subscribes the caller's render to the errors (only).
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { ...form.register(name), error: error?.message };
}
