import { useId, useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ChevronDown, UserPlus } from 'lucide-react';
import type { AdminRole } from '@epaper/shared/admins.contract';
import { NEW_PASSWORD_HINT } from '@epaper/shared/password-strength.texts';
import { ROLE_LABELS } from '@epaper/shared/roles';
import { Button } from '../../../components/button.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { describedBy, Field, inputClasses } from '../../../components/field.tsx';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { NewPasswordField } from '../../../components/new-password-field.tsx';
import { PhoneField } from '../../../components/phone-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { cx } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { fieldProps } from '../../../lib/forms/field-props.ts';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateAdmin } from '../api/create-admin.ts';
import { createAdminFormResolver } from '../create-admin-form-resolver.ts';
import type { CreateAdminFormValues } from '../create-admin-form-schema.ts';

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
 * "Create New Admin" and its modal (focus stays inside, Escape and a click on the overlay
 * close it, focus goes back to the button). The form is rebuilt empty each time the modal
 * opens.
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
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => !isBusy && setIsOpen(open)}
      trigger={
        <Button onClick={() => void createAdminFormResolver.preload()}>
          <UserPlus aria-hidden="true" className="size-4" />
          Create New Admin
        </Button>
      }
      width="md"
      className="overflow-y-auto p-6"
    >
      <DialogHeader
        title="Create New Admin"
        description="The new admin signs in with this mobile number and password."
        isBusy={isBusy}
      />
      <CreateAdminForm onBusyChange={setIsBusy} onCreated={() => setIsOpen(false)} />
    </ModalDialog>
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
  const form = useForm({ resolver: createAdminFormResolver.resolver, defaultValues: EMPTY });
  const [name, email, phone, password] = useWatch({
    control: form.control,
    name: ['name', 'email', 'phone', 'password'],
  });

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
      <TextField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
      <TextField label="Email" type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <PhoneField
        label="Mobile Number"
        autoComplete="off"
        hint="Include the country code, e.g. +91. The admin signs in with it."
        {...fieldProps(form, 'phone')}
      />
      <NewPasswordField
        label="Password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
        password={password}
        personal={{ name, email, phone }}
        {...fieldProps(form, 'password')}
      />
      <RoleSelect {...fieldProps(form, 'role')} />
      <Checkbox label="Active" {...fieldProps(form, 'is_active')} />
      <ModalFormActions isBusy={create.isPending} submitLabel="Create Admin" busyLabel="Creating..." />
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
