import type { ReactNode } from 'react';

/** One thing the command palette can do: open a screen, run an action, open a record. */
export type Command = {
  /** Unique within the palette, e.g. "screen:/users" or "reader:42". */
  id: string;
  label: string;
  /** Other words that find it (the palette searches the label and these). */
  keywords?: readonly string[];
  /** Shown dimmed at the right, e.g. a path or a record's email. */
  hint?: string;
  icon?: ReactNode;
  run: () => void;
};

/** A titled group of commands; each domain adds its own (screens, actions, readers, e-papers…). */
export type CommandGroup = {
  id: string;
  heading: string;
  commands: readonly Command[];
  /**
   * Records a server already searched for the typed text: shown as they come, not filtered
   * again here (the server may match on fields the palette does not see).
   */
  isSearchedByServer?: boolean;
  /** The group's records are still being fetched for the typed text. */
  isLoading?: boolean;
};

function words(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** 0 for a label starting with the text, 1 for a word of it starting so, 2 for anything else. */
function rank(command: Command, search: string): number {
  const label = command.label.toLowerCase();
  if (label.startsWith(search)) return 0;
  return words(label).some((word) => word.startsWith(search)) ? 1 : 2;
}

function matches(command: Command, searchWords: string[]): boolean {
  const haystack = [command.label, ...(command.keywords ?? [])].join(' ').toLowerCase();
  return searchWords.every((word) => haystack.includes(word));
}

/**
 * The groups and commands to show for the typed text: every word typed must appear in the
 * label or the keywords; best matches first, otherwise in the given order. Empty groups
 * are left out, unless they are still loading.
 */
export function filterCommandGroups(groups: readonly CommandGroup[], search: string): CommandGroup[] {
  const text = search.trim().toLowerCase();
  const searchWords = words(text);
  return groups
    .map((group) => {
      if (group.isSearchedByServer || searchWords.length === 0) return group;
      const found = group.commands
        .filter((command) => matches(command, searchWords))
        .map((command, index) => ({ command, index, rank: rank(command, text) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map(({ command }) => command);
      return { ...group, commands: found };
    })
    .filter((group) => group.commands.length > 0 || group.isLoading);
}
