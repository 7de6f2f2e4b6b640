import { toast } from 'sonner';

// Errors stay longer: they usually need reading, and are often longer. Sonner also pauses
// the timer while the pointer or focus is on a toast, and the layout's Toaster has a close button.
const ERROR_DURATION_MS = 10_000;

/** A toast for a change that worked, e.g. "Admin created successfully!". */
export function notifySuccess(text: string): void {
  toast.success(text);
}

/** A toast for a change that failed, e.g. failureText('create admin', error.message). */
export function notifyError(text: string): void {
  toast.error(text, { duration: ERROR_DURATION_MS });
}

/** The failure text of every screen: "Failed to create admin: {message}", or without a message "Failed to create admin". */
export function failureText(action: string, message?: string | null): string {
  const detail = message?.trim();
  return detail ? `Failed to ${action}: ${detail}` : `Failed to ${action}`;
}
