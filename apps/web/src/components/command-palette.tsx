import { useState } from 'react';
import { Command as Cmdk } from 'cmdk';
import { Dialog } from 'radix-ui';
import { Search } from 'lucide-react';
import type { CommandGroup } from './command-filter.ts';
import { ModalDialog } from './modal-dialog.tsx';
import { Spinner } from './spinner.tsx';

type CommandPaletteProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The typed text; the owner keeps it, because record sources search the server with it. */
  search: string;
  onSearchChange: (search: string) => void;
  /** Already filtered for `search` (filterCommandGroups); shown in this order. */
  groups: readonly CommandGroup[];
};

/**
 * A search box over everything the admin can open or do (cmdk's combobox and list, in a
 * Radix dialog: focus stays inside, Escape and a click outside close it, focus returns).
 * Arrow keys move, Enter runs the highlighted command and closes the palette.
 */
export function CommandPalette({ isOpen, onOpenChange, search, onSearchChange, groups }: CommandPaletteProps) {
  // A group still searching shows as one status line under the list, not as an empty
  // group inside it: a listbox may hold only options and groups of options.
  const shownGroups = groups.filter((group) => group.commands.length > 0);
  const searchingIn = groups.filter((group) => group.isLoading).map((group) => group.heading.toLowerCase());
  const isEmpty = shownGroups.length === 0 && searchingIn.length === 0;
  // The highlighted command is kept here: cmdk (not filtering itself) would otherwise keep
  // pointing aria-activedescendant at a row the new search removed. Typing starts again
  // from the first row.
  const [highlighted, setHighlighted] = useState('');
  const ids = shownGroups.flatMap((group) => group.commands.map((command) => command.id));
  const value = ids.includes(highlighted) ? highlighted : (ids[0] ?? '');
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      width="xl"
      placement="top"
      className="overflow-hidden"
      hasDescription={false}
    >
      <Dialog.Title className="sr-only">Search and commands</Dialog.Title>
      {/* Filtering is done by the owner (filterCommandGroups), so async record groups fit in. */}
      <Cmdk
        label="Search"
        shouldFilter={false}
        loop
        value={value}
        onValueChange={setHighlighted}
        className="flex max-h-[min(32rem,80dvh)] flex-col"
      >
        <div className="flex items-center gap-3 border-b border-gray-200 px-4 dark:border-gray-800">
          <Search aria-hidden="true" className="size-5 shrink-0 text-gray-500 dark:text-gray-400" />
          <Cmdk.Input
            value={search}
            onValueChange={(text) => {
              setHighlighted('');
              onSearchChange(text);
            }}
            placeholder="Search or type command..."
            className="h-14 w-full bg-transparent text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:outline-none dark:text-gray-100 dark:placeholder:text-gray-400"
          />
          <kbd className="hidden shrink-0 rounded-md border border-gray-200 px-1.5 py-0.5 font-sans text-xs text-gray-600 sm:block dark:border-gray-700 dark:text-gray-400">
            Esc
          </kbd>
        </div>
        <Cmdk.List className="flex-1 overflow-y-auto overscroll-contain p-2">
          {isEmpty && (
            <p className="px-3 py-10 text-center text-sm text-gray-600 dark:text-gray-400">No results found.</p>
          )}
          {shownGroups.map((group) => (
            <Cmdk.Group
              key={group.id}
              heading={group.heading}
              className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-gray-600 [&_[cmdk-group-heading]]:uppercase dark:[&_[cmdk-group-heading]]:text-gray-400"
            >
              {group.commands.map((command) => (
                <Cmdk.Item
                  key={command.id}
                  value={command.id}
                  onSelect={() => {
                    onOpenChange(false);
                    command.run();
                  }}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-gray-800 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-800 dark:text-gray-200 dark:data-[selected=true]:bg-brand-500/15 dark:data-[selected=true]:text-brand-200"
                >
                  {command.icon && (
                    <span aria-hidden="true" className="shrink-0 text-gray-500 dark:text-gray-400">
                      {command.icon}
                    </span>
                  )}
                  <span className="min-w-0 flex-1 truncate">{command.label}</span>
                  {command.hint && (
                    <span className="max-w-[50%] min-w-0 truncate text-xs text-gray-600 dark:text-gray-400">
                      {command.hint}
                    </span>
                  )}
                </Cmdk.Item>
              ))}
            </Cmdk.Group>
          ))}
        </Cmdk.List>
        <p
          role="status"
          className={
            searchingIn.length > 0
              ? 'flex items-center gap-2 border-t border-gray-200 px-4 py-2.5 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400'
              : 'sr-only'
          }
        >
          {searchingIn.length > 0 && (
            <>
              <Spinner className="size-4" />
              Searching {searchingIn.join(' and ')}…
            </>
          )}
        </p>
        <p className="hidden border-t border-gray-200 px-4 py-2.5 text-xs text-gray-600 sm:block dark:border-gray-800 dark:text-gray-400">
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move ·{' '}
          <kbd className="font-sans">Enter</kbd> to open · <kbd className="font-sans">Esc</kbd> to close
        </p>
      </Cmdk>
    </ModalDialog>
  );
}
