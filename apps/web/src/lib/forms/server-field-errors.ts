import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from '../api/error-messages.ts';

/**
 * Puts the server's field errors (a 400's `errors`, or a 429 naming a field) under the
 * form's matching fields, focusing the first. Answers whether any was shown, so the
 * caller shows anything else as one message.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): boolean {
  const fieldErrors = getFieldErrors(error);
  const shown = fields.filter((field) => fieldErrors[field]);
  for (const field of shown) setError(field, { message: fieldErrors[field] }, { shouldFocus: true });
  return shown.length > 0;
}
