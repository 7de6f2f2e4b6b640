import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { X } from 'lucide-react';
import type { UpdateUserRequest, User } from '@epaper/shared/users.contract';
import { textProblem } from '@epaper/shared/text-characters';
import { NAME_RULE } from '@epaper/shared/texts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/update-user.ts';

type EditUserValues = { name: string; email: string; phone: string; address: string; is_verified: boolean };

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
  if (values.email !== before.email) body.email = values.email.trim() === '' ? null : values.email;
  if (values.phone !== before.phone) body.phone = values.phone;
  if (values.address !== before.address) body.address = values.address;
  if (values.is_verified !== before.is_verified) body.is_verified = values.is_verified;
  return body;
}

type EditUserDialogProps = { user: User; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * "Edit details" (Radix Dialog: focus stays inside, Escape closes): a reader's name, email,
 * phone, address and verification. The server's field errors show under their fields.
 */
export function EditUserDialog({ user, isOpen, onOpenChange }: EditUserDialogProps) {
  const update = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditUserValues>({ values: valuesOf(user) });
  const { errors } = form.formState;
  const addressId = useId();
  const addressError = errors.address?.message;

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
    <Dialog.Root open={isOpen} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-950/50 backdrop-blur-xs data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gray-200 bg-white p-6 shadow-2xl data-[state=open]:animate-popover-in dark:border-gray-800 dark:bg-gray-900">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">
                Edit details
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                Change this reader’s contact details and verification.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close" disabled={update.isPending}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
            {failure !== null && (
              <Alert tone="error" title="Failed to update user">
                {failure}
              </Alert>
            )}
            <TextField
              label="Full Name"
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name', { validate: (value) => textProblem(value, NAME_RULE) ?? true })}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              label="Phone Number"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+919876543210"
              hint="Include the country code, e.g. +91."
              error={errors.phone?.message}
              {...form.register('phone')}
            />
            <Field id={addressId} label="Address" error={addressError}>
              <textarea
                id={addressId}
                rows={3}
                aria-invalid={addressError ? true : undefined}
                aria-describedby={describedBy(addressId, { error: addressError })}
                className={`${inputClasses(Boolean(addressError))} h-auto py-2.5`}
                {...form.register('address')}
              />
            </Field>
            <div className="space-y-1.5">
              <Checkbox label="Verified" {...form.register('is_verified')} />
              {errors.is_verified?.message && (
                <p className="text-sm text-red-700 dark:text-red-400">{errors.is_verified.message}</p>
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={update.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" isLoading={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
