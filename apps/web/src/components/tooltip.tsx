import { useState, type ReactElement, type ReactNode } from 'react';
import { Tooltip as Primitive } from 'radix-ui';

/** One provider near the root, so moving between tooltips shows the next one at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Primitive.Provider delayDuration={300} skipDelayDuration={200}>
      {children}
    </Primitive.Provider>
  );
}

type TooltipProps = {
  /** The text shown; the trigger must carry its own accessible name too. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** False keeps it closed, e.g. while the label is visible anyway. The tree stays the same, so focus is kept. */
  isEnabled?: boolean;
  /** One focusable element that takes a ref (a button or a link). */
  children: ReactElement;
};

/** A label shown on hover and keyboard focus (Radix: Escape hides it, it never takes focus). */
export function Tooltip({ content, side = 'top', isEnabled = true, children }: TooltipProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
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
  );
}
