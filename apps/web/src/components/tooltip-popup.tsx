import { useState } from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import type { TooltipProps } from './tooltip.tsx';

/**
 * The tooltip itself (Radix: Escape hides it, it never takes focus). Each has its own
 * provider: one around the layout would have to arrive with this deferred module and
 * remount everything under it.
 */
export function TooltipPopup({ content, side = 'top', isEnabled = true, children }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Primitive.Provider delayDuration={300} skipDelayDuration={200}>
      <Primitive.Root open={isEnabled && isOpen} onOpenChange={setIsOpen}>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content
            side={side}
            sideOffset={8}
            collisionPadding={8}
            className="z-[70] max-w-xs rounded-md bg-gray-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md dark:bg-gray-100 dark:text-gray-900"
          >
            {content}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
