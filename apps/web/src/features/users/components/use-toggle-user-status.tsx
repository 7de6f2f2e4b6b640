import { useState, type ReactNode } from 'react';
import type { User } from '@epaper/shared/users.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { userLabel } from '../user-texts.ts';

type ToggleUserStatus = {
  /** Asks first, then suspends an active reader or activates an inactive one. */
  toggle: (user: User) => Promise<void>;
  /** The account being changed now, if any (its button shows a spinner). */
  busyId: number | null;
  /** The confirm dialog; render it once. */
  dialog: ReactNode;
};

/**
 * The status toggle of the list and of User Details: a confirm, then the real suspend or
 * activate call; the caches update in place, and the outcome is a toast
 * ("Failed to suspend user: {message}").
 */
export function useToggleUserStatus(): ToggleUserStatus {
  const { confirm, dialog } = useConfirm();
  const setActive = useSetUserActive();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (user: User) => {
    const isSuspending = user.is_active;
    const verb = isSuspending ? 'suspend' : 'activate';
    const isConfirmed = await confirm({
      title: isSuspending ? 'Suspend user?' : 'Activate user?',
      message: isSuspending
        ? `Are you sure you want to suspend ${userLabel(user)}? They are signed out and cannot login until activated.`
        : `Are you sure you want to activate ${userLabel(user)}? They can login again.`,
      confirmLabel: isSuspending ? 'Suspend' : 'Activate',
      isDestructive: isSuspending,
    });
    if (!isConfirmed) return;
    setBusyId(user.id);
    try {
      await setActive.mutateAsync({ id: user.id, isActive: !isSuspending });
      notifySuccess(isSuspending ? 'User suspended successfully!' : 'User activated successfully!');
    } catch (error) {
      notifyError(failureText(`${verb} user`, getErrorMessage(error)));
    } finally {
      setBusyId(null);
    }
  };

  return { toggle, busyId, dialog };
}
