import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { cx } from '../../../lib/class-names.ts';
import { bellLabel, NOTIFICATION_SCREEN_TEXTS } from '../notification-texts.ts';
import { BELL_BUTTON_CLASS, BellButtonFace } from './bell-button.tsx';
import { NotificationPanel } from './notification-panel.tsx';

type NotificationPopoverProps = {
  unreadCount: number;
  /** Open from the first render: the lookalike bell was pressed while this module loaded. */
  isOpenAtFirst: boolean;
};

/**
 * The bell and its panel. The panel is modal (Radix Popover), so Escape and a click outside
 * both close it and give the focus back to the bell, and the click outside does nothing
 * else. On a phone it spans the screen under the header; from 640px it is a card under the bell.
 */
export function NotificationPopover({ unreadCount, isOpenAtFirst }: NotificationPopoverProps) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  const headingId = useId();
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen} modal>
      <Popover.Trigger
        aria-label={bellLabel(unreadCount)}
        title={NOTIFICATION_SCREEN_TEXTS.bell}
        className={BELL_BUTTON_CLASS}
      >
        <BellButtonFace unreadCount={unreadCount} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          align="end"
          // The bell sits 14px above the 64px header's bottom on a phone: the panel starts under it.
          sideOffset={14}
          collisionPadding={0}
          sticky="always"
          className={cx(
            'z-50 flex w-screen flex-col overflow-hidden border-y border-gray-200 bg-white shadow-lg',
            'max-h-[min(32rem,var(--radix-popover-content-available-height))]',
            'sm:w-96 sm:rounded-xl sm:border-x',
            'dark:border-gray-800 dark:bg-gray-900',
            'data-[state=open]:animate-popover-in',
          )}
        >
          <NotificationPanel headingId={headingId} unreadCount={unreadCount} onClose={() => setIsOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
