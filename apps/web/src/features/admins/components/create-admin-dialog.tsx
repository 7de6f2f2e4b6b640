import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { Dialog } from 'radix-ui';
import { DialogCloseButton } from '../../../components/dialog-close-button.tsx';
import { ChevronDown, UserPlus } from 'lucide-react';
import type { AdminRole } from '@epaper/shared/admins.contract';
import { ROLE_LABELS } from '@epaper/shared/roles';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { cx } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateAdmin } from '../api/create-admin.ts';
import { lazyCreateAdminResolver, preloadCreateAdminResolver } from '../create-admin-resolver.ts';
import type { CreateAdminFormOutput, CreateAdminFormValues } from '../create-admin-schema.ts';

const FORM_FIELDS = ['name', 'email', 'phone', 'password', 'role', 'is_active'] as const;

/** Admin first: it is the default. */
const ROLE_OPTIONS: readonly AdminRole[] = ['admin', 'super_admin'];

const EMPTY: CreateAdminFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  role: 'admin',
  is_active: true,
};

/**
 * "Create New Admin" and its modal (Radix Dialog: focus stays inside, Escape and a click
 * on the overlay close it, focus goes back to the button). The form is rebuilt empty each
 * time the modal opens.
 */
export function CreateAdminDialog({ request }: { request?: { isRequested: boolean; onHandled: () => void } }) {
  const [isOpenedHere, setIsOpenedHere] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // Opened from outside too: the command palette's "Create New Admin" navigates here asking for it.
  const isOpen = isOpenedHere || request?.isRequested === true;
  const setIsOpen = (open: boolean) => {
    setIsOpenedHere(open);
    if (!open && request?.isRequested) request.onHandled();
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !isBusy && setIsOpen(open)}>
      <Dialog.Trigger asChild>
        <Button onClick={() => void preloadCreateAdminResolver()}>
          <UserPlus aria-hidden="true" className="size-4" />
          Create New Admin
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-950/50 backdrop-blur-xs data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gray-200 bg-white p-6 shadow-2xl data-[state=open]:animate-popover-in dark:border-gray-800 dark:bg-gray-900">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">
                Create New Admin
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                The new admin signs in with this mobile number and password.
              </Dialog.Description>
            </div>
            <DialogCloseButton disabled={isBusy} />
          </div>
          <CreateAdminForm onBusyChange={setIsBusy} onCreated={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CreateAdminForm({
  onBusyChange,
  onCreated,
}: {
  onBusyChange: (isBusy: boolean) => void;
  onCreated: () => void;
}) {
  const create = useCreateAdmin();
  const form = useForm<CreateAdminFormValues, unknown, CreateAdminFormOutput>({
    resolver: lazyCreateAdminResolver,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      await create.mutateAsync(values);
      notifySuccess('Admin created successfully!');
      onBusyChange(false);
      onCreated();
    } catch (error) {
      onBusyChange(false);
      // Field errors from the server (a 400's `errors`) go under their fields.
      showServerFieldErrors(form.setError, error, FORM_FIELDS);
      notifyError(failureText('create admin', getErrorMessage(error)));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+919876543210"
        hint="Include the country code, e.g. +91. The admin signs in with it."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <RoleSelect error={errors.role?.message} {...form.register('role')} />
      <div className="space-y-1.5">
        <Checkbox label="Active" {...form.register('is_active')} />
        {errors.is_active?.message && (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.is_active.message}</p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={create.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" isLoading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Admin'}
        </Button>
      </div>
    </form>
  );
}

type RoleSelectProps = Omit<ComponentProps<'select'>, 'children'> & { error?: string | undefined };

/** Role: Admin (the default) or Super Admin. A native select, like the list filters. */
function RoleSelect({ error, ...props }: RoleSelectProps) {
  const id = useId();
  return (
    <Field id={id} label="Role" error={error}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          className={cx(inputClasses(Boolean(error)), 'cursor-pointer appearance-none pr-9')}
          {...props}
        >
          {ROLE_OPTIONS.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
        />
      </div>
    </Field>
  );
}
