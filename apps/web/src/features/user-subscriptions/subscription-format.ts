import type { SubscriptionStatus } from '@epaper/shared/user-subscriptions.contract';
import { paymentMethodLabel as sharedPaymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import { formatDay } from '../../lib/format/date-format.ts';

/** How a status reads in the table, the filter and the details. */
export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Shown for a missing value, as the date formatter does. */
export const NOTHING = '—';

/** The shared label ("Net banking" for `netbanking`), an unknown method as sent; a blank one as a dash. */
export function paymentMethodLabel(method: string): string {
  return sharedPaymentMethodLabel(method) || NOTHING;
}

/**
 * The letters of the avatar when there is no photo: the first letters of the first and
 * last words of the name ("Ravi Kumar" → "RK"), else of the email, else "?".
 */
export function initialsOf(name: string, email: string | null): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) return `${first[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const fromEmail = email?.trim()[0];
  return fromEmail ? fromEmail.toUpperCase() : '?';
}

const NO_BREAK_SPACE = '\u00a0';
const unbroken = (text: string) => text.replace(/ /g, NO_BREAK_SPACE);

/**
 * "12 Jan 2026 – 11 Feb 2026": the days a subscription runs, both included. In a narrow
 * column it breaks only after the dash, never inside a date.
 */
export function periodText(startDate: string, endDate: string): string {
  return `${unbroken(formatDay(startDate))}${NO_BREAK_SPACE}– ${unbroken(formatDay(endDate))}`;
}

/** Auto Renewal as the details say it. */
export function yesNo(value: boolean): 'Yes' | 'No' {
  return value ? 'Yes' : 'No';
}

/** What a button, a confirm and a toast call a subscription's holder: the name, else the email or phone. */
export function holderName(user: { name: string; email: string | null; phone: string }): string {
  return user.name.trim() || user.email?.trim() || user.phone.trim() || 'this reader';
}
