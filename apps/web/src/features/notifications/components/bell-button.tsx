import { Bell } from 'lucide-react';
import { cx } from '../../../lib/class-names.ts';
import { badgeText } from '../notification-texts.ts';

export const BELL_BUTTON_CLASS = cx(
  'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 sm:size-10',
  'dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
);

/** The bell's face: the icon, and the unread count on a badge. */
export function BellButtonFace({ unreadCount }: { unreadCount: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-gray-900"
        >
          {badgeText(unreadCount)}
        </span>
      )}
    </>
  );
}
