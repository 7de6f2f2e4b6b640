import { useState, type ReactNode } from 'react';
import type { User } from '@epaper/shared/users.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetUserActive } from '../api/set-user-active.ts';
import { userLabel, USER_STATUS_TEXTS } from '../user-texts.ts';

type ToggleUserStatus = {
  /** Asks first, then deactivates an active reader or activates an inactive one. */
  toggle: (user: User) => Promise<void>;
  /** The account being changed now, if any (its button shows a spinner). */
  busyId: number | null;
  /** The confirm dialog; render it once. */
  dialog: ReactNode;
};

/**
 * The status toggle of the list and of User Details: a confirm whose button runs the real
 * deactivate or activate call (the dialog stays busy meanwhile, and open after a failure
 * for another try); the caches update in place. The toast says what the server answered
 * the account now is, never what the screen thought it was; a failure keeps the wording
 * ("Failed to suspend user: {message}").
 */
export function useToggleUserStatus(): ToggleUserStatus {
  const { confirm, dialog } = useConfirm();
  const setActive = useSetUserActive();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (user: User) => {
    const isDeactivating = user.is_active;
    const label = userLabel(user);
    await confirm({
      title: isDeactivating ? USER_STATUS_TEXTS.deactivateTitle : USER_STATUS_TEXTS.activateTitle,
      message: isDeactivating ? USER_STATUS_TEXTS.deactivateMessage(label) : USER_STATUS_TEXTS.activateMessage(label),
      confirmLabel: isDeactivating ? USER_STATUS_TEXTS.deactivate : USER_STATUS_TEXTS.activate,
      isDestructive: isDeactivating,
      onConfirm: async () => {
        setBusyId(user.id);
        try {
          const changed = await setActive.mutateAsync({ id: user.id, isActive: !isDeactivating });
          notifySuccess(changed.is_active ? USER_STATUS_TEXTS.activated : USER_STATUS_TEXTS.deactivated);
        } catch (error) {
          notifyError(failureText(USER_STATUS_TEXTS.failedAction(isDeactivating), getErrorMessage(error)));
          throw error;
        } finally {
          setBusyId(null);
        }
      },
    });
  };

  return { toggle, busyId, dialog };
}
