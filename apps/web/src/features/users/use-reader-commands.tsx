import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import type { CommandGroup } from '../../components/command-filter.ts';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value.ts';
import { paths } from '../../lib/paths.ts';
import { fetchUsers } from './api/list-users.ts';
import { usersListKey } from './api/users-keys.ts';
import { userLabel } from './user-texts.ts';

/** Readers shown in the palette for one search: enough to pick from, few enough to read. */
const PALETTE_READERS = 5;
/** One or two characters match most readers; the search starts at three. */
const MIN_SEARCH_LENGTH = 3;
const SEARCH_DELAY_MS = 250;

/**
 * The command palette's "Readers" group: the readers whose name, email or phone contain
 * the typed text, searched by the server (debounced); each opens the reader's details.
 */
export function useReaderCommands(search: string): CommandGroup | null {
  const navigate = useNavigate();
  const typed = search.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const isSearchable = settled.length >= MIN_SEARCH_LENGTH && settled === typed;
  const query = { page: 1, page_size: PALETTE_READERS, search: settled };
  const readers = useQuery({
    queryKey: usersListKey(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    enabled: isSearchable,
    staleTime: 30_000,
  });
  const isWaiting = typed.length >= MIN_SEARCH_LENGTH && (!isSearchable || readers.isFetching);
  const results = isSearchable ? readers.data?.results : undefined;

  return useMemo(() => {
    if (typed.length < MIN_SEARCH_LENGTH) return null;
    return {
      id: 'readers',
      heading: 'Readers',
      isSearchedByServer: true,
      isLoading: isWaiting && !results,
      commands: (results ?? []).map((user) => ({
        id: `reader:${user.id}`,
        label: userLabel(user),
        hint: user.email ?? user.phone,
        icon: <UserRound className="size-4" />,
        run: () => void navigate(paths.users.detail(user.id)),
      })),
    };
  }, [typed, isWaiting, results, navigate]);
}
