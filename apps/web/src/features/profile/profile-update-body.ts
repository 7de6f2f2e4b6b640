import type { UpdateProfileRequest } from '@epaper/shared/profile.contract';
import type { ProfileFormValues } from './profile-form-schema.ts';

/** The PUT body: the password fields only when a new password is set. */
export function toUpdateRequest(values: ProfileFormValues): UpdateProfileRequest {
  const base = { name: values.name.trim(), phone: values.phone.trim() };
  return values.new_password
    ? { ...base, current_password: values.current_password, new_password: values.new_password }
    : base;
}
