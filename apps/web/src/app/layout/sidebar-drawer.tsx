import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { SIDEBAR_ID, SidebarNav, type SidebarProps } from './sidebar-nav.tsx';

/** Under 768px: a modal drawer (Radix Dialog: focus trapped, Escape and the backdrop close it). */
export function SidebarDrawer({ sidebar, toggleButtonRef }: SidebarProps) {
  return (
    <Dialog.Root open={sidebar.isOpen} onOpenChange={(isOpen) => (isOpen ? sidebar.open() : sidebar.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-950/50 backdrop-blur-xs data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          id={SIDEBAR_ID}
          aria-describedby={undefined}
          // The drawer is opened by the header's button, not a Dialog.Trigger: give the focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleButtonRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[290px] max-w-[85vw] border-r border-gray-200 bg-white shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left dark:border-gray-800 dark:bg-gray-900"
        >
          <Dialog.Title className="sr-only">Main menu</Dialog.Title>
          <SidebarNav
            isWide
            onNavigate={sidebar.close}
            onExpand={sidebar.open}
            closeButton={
              <Dialog.Close
                aria-label="Close menu"
                className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
