import { useState } from 'react';
import { CommandPalette } from '../../components/command-palette.tsx';
import { useAppCommands } from './use-app-commands.tsx';

type AppCommandPaletteProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** The header search, as a command palette over the app's screens and actions. */
export function AppCommandPalette({ isOpen, onOpenChange }: AppCommandPaletteProps) {
  const [search, setSearch] = useState('');
  const groups = useAppCommands(search);
  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(next) => {
        // Each opening starts from an empty search.
        if (!next) setSearch('');
        onOpenChange(next);
      }}
      search={search}
      onSearchChange={setSearch}
      groups={groups}
    />
  );
}
