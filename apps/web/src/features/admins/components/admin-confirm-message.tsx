import type { AdminItem } from '@epaper/shared/admins.contract';
import { formatPhone } from '../../../lib/format/phone.ts';

/**
 * A confirm's text about one admin: the fixed question word for word, then whom it is about
 * (name and phone, "Priya Shah · +91 98765 43210"), so a slip onto the wrong row shows.
 */
export function AdminConfirmMessage({ question, admin }: { question: string; admin: AdminItem }) {
  return (
    <>
      <span className="block">{question}</span>
      <span className="mt-2 block font-medium break-words text-gray-900 dark:text-gray-100">
        {/* A long name wraps; the number stays in one piece. */}
        {admin.name} · <span className="whitespace-nowrap">{formatPhone(admin.phone)}</span>
      </span>
    </>
  );
}
