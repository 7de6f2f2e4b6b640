import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Pencil } from 'lucide-react';
import { NEW_PASSWORD_HINT } from '@epaper/shared/password-strength.texts';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileFormResolver } from '../profile-form-resolver.ts';
import type { ProfileFormValues } from '../profile-form-schema.ts';
import { toUpdateRequest } from '../profile-update-body.ts';

const EDITABLE_FIELDS = ['name', 'phone', 'current_password', 'new_password'] as const;

function valuesOf(profile: AdminProfile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone,
    email: profile.email ?? '',
    current_password: '',
    new_password: '',
    confirm_password: '',
  };
}

/** Where the focus goes once editing starts or ends: the control that was pressed is gone. */
type FocusTarget = 'first-field' | 'edit-button';

/**
 * Moves the focus after the render that switched editing on or off: to Full Name when
 * editing starts, back to Edit Profile after Cancel or a save, never to the page body.
 */
function useFocusAfterSwitch(isEditing: boolean, focusFirstField: () => void) {
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (target === 'first-field') focusFirstField();
    if (target === 'edit-button') editButtonRef.current?.focus();
  }, [isEditing, focusFirstField]);
  const focusNext = (target: FocusTarget) => {
    pending.current = target;
  };
  return { editButtonRef, focusNext };
}

/** "Admin Profile Information": read-only until Edit Profile, then saves name, phone and password. */
export function ProfileForm({ profile, onSaved }: { profile: AdminProfile; onSaved: () => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();
  const form = useForm({ resolver: profileFormResolver.resolver, values: valuesOf(profile) });
  const { setFocus } = form;
  const [name, phone, newPassword] = useWatch({ control: form.control, name: ['name', 'phone', 'new_password'] });
  const focusName = useCallback(() => setFocus('name'), [setFocus]);
  const { editButtonRef, focusNext } = useFocusAfterSwitch(isEditing, focusName);

  const startEditing = () => {
    void profileFormResolver.preload();
    focusNext('first-field');
    setIsEditing(true);
  };

  const stopEditing = () => {
    form.reset(valuesOf(profile));
    setFailure(null);
    focusNext('edit-button');
    setIsEditing(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(toUpdateRequest(values));
      form.reset(valuesOf(saved));
      focusNext('edit-button');
      setIsEditing(false);
      onSaved();
    } catch (error) {
      // Field errors from the server go under their fields (a throttled current-password
      // check too: 429 with its own words under Current Password); anything else is one
      // Message in the form: the server's, a status text, or the network text.
      if (!showServerFieldErrors(form.setError, error, EDITABLE_FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <Card
      title="Admin Profile Information"
      description="Your name and mobile number, as other administrators see them."
      actions={
        !isEditing && (
          <Button ref={editButtonRef} variant="secondary" size="sm" onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure !== null && (
          <Alert tone="error" title="Failed to update profile">
            {failure}
          </Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full Name" autoComplete="name" readOnly={!isEditing} {...fieldProps(form, 'name')} />
          <PhoneField label="Phone Number" autoComplete="tel" readOnly={!isEditing} {...fieldProps(form, 'phone')} />
          <div className="sm:col-span-2">
            <TextField
              label="Email"
              type="email"
              readOnly
              hint="Your email address cannot be changed here."
              {...form.register('email')}
            />
          </div>
        </div>

        {isEditing && (
          <fieldset className="space-y-5 border-t border-gray-200 pt-5 dark:border-gray-800">
            <legend className="sr-only">Change password</legend>
            <div>
              <p className="text-sm font-semibold text-gray-900 dark:text-gray-100">Change password</p>
              <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-400">
                Leave these empty to keep your current password.
              </p>
            </div>
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              {...fieldProps(form, 'current_password')}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <NewPasswordField
                label="New Password"
                autoComplete="new-password"
                hint={NEW_PASSWORD_HINT}
                password={newPassword}
                personal={{ name, phone, email: profile.email }}
                {...fieldProps(form, 'new_password')}
              />
              <PasswordField
                label="Confirm New Password"
                autoComplete="new-password"
                {...fieldProps(form, 'confirm_password')}
              />
            </div>
          </fieldset>
        )}

        {isEditing && (
          <FormActions>
            <Button variant="secondary" onClick={stopEditing} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </FormActions>
        )}
      </form>
    </Card>
  );
}
