import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UpdateUserRequest, User } from '@epaper/shared/users.contract';
import { Alert } from '../../../components/alert.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { editUserFormResolver, type EditUserValues } from '../edit-user-form-resolver.ts';

const FIELDS = ['name', 'email', 'phone', 'address', 'is_verified'] as const;

function valuesOf(user: User): EditUserValues {
  return {
    name: user.name,
    email: user.email ?? '',
    phone: user.phone,
    address: user.address,
    is_verified: user.is_verified,
  };
}

/** Only what changed goes to the server; an empty email clears it. */
function changesOf(user: User, values: EditUserValues): UpdateUserRequest {
  const before = valuesOf(user);
  const body: UpdateUserRequest = {};
  if (values.name !== before.name) body.name = values.name;
  if (values.email !== before.email) body.email = (values.email ?? '').trim() === '' ? null : values.email;
  if (values.phone !== before.phone) body.phone = values.phone;
  if (values.address !== before.address) body.address = values.address;
  if (values.is_verified !== before.is_verified) body.is_verified = values.is_verified;
  return body;
}

type EditUserDialogProps = { user: User; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * "Edit details" (focus stays inside, Escape closes): a reader's name, email, phone,
 * address and verification, checked with the contract's rules before anything is sent.
 * The server's field errors show under their fields.
 */
export function EditUserDialog({ user, isOpen, onOpenChange }: EditUserDialogProps) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: editUserFormResolver.resolver, values: valuesOf(user) });
  useEffect(() => {
    if (isOpen) void editUserFormResolver.preload();
  }, [isOpen]);

  const close = (open: boolean) => {
    if (update.isPending) return;
    if (!open) {
      form.reset(valuesOf(user));
      setFailure(null);
    }
    onOpenChange(open);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = changesOf(user, values);
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await update.mutateAsync({ id: user.id, body });
      notifySuccess('User updated successfully!');
      onOpenChange(false);
    } catch (error) {
      if (!showServerFieldErrors(form.setError, error, FIELDS)) setFailure(getErrorMessage(error));
    }
  });

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={close} width="lg" className="overflow-y-auto p-6">
      <DialogHeader
        title="Edit details"
        description="Change this reader’s contact details and verification."
        isBusy={update.isPending}
      />
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        {failure !== null && (
          <Alert tone="error" title="Failed to update user">
            {failure}
          </Alert>
        )}
        <TextField label="Full Name" autoComplete="off" {...fieldProps(form, 'name')} />
        <TextField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
        <PhoneField label="Phone Number" autoComplete="off" {...fieldProps(form, 'phone')} />
        <TextAreaField label="Address" rows={3} {...fieldProps(form, 'address')} />
        <Checkbox label="Verified" {...fieldProps(form, 'is_verified')} />
        <ModalFormActions isBusy={update.isPending} submitLabel="Save Changes" busyLabel="Saving..." />
      </form>
    </ModalDialog>
  );
}
