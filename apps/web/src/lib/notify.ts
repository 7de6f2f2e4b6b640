import { deferredModule } from './lazy/deferred-module.ts';

// sonner comes with the first toast (or with the layout's toaster, after the first paint),
// not with every screen's start: a toast asked for before the toaster is in shows as it arrives.
// One shared fetch: the toasts of several calls in a row show in the order asked.
const sonner = deferredModule(() => import('sonner'));

// Errors stay longer: they usually need reading, and are often longer. Sonner also pauses
// the timer while the pointer or focus is on a toast, and the layout's Toaster has a close button.
const ERROR_DURATION_MS = 10_000;

/** A toast for a change that worked, e.g. "Admin created successfully!". */
export function notifySuccess(text: string): void {
  void sonner.load().then(({ toast }) => toast.success(text));
}

/** A toast for a change that failed, e.g. failureText('create admin', error.message). */
export function notifyError(text: string): void {
  void sonner.load().then(({ toast }) => toast.error(text, { duration: ERROR_DURATION_MS }));
}

/** A toast for news that asks nothing, e.g. an edition that is ready. */
export function notifyInfo(text: string): void {
  void sonner.load().then(({ toast }) => toast.info(text));
}

/** The failure text of every screen: "Failed to create admin: {message}", or without a message "Failed to create admin". */
export function failureText(action: string, message?: string | null): string {
  const detail = message?.trim();
  return detail ? `Failed to ${action}: ${detail}` : `Failed to ${action}`;
}
