import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Newspaper, Upload } from 'lucide-react';
import type { Command, CommandGroup } from '../../../components/command-filter.ts';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value.ts';
import { paths } from '../../../lib/paths.ts';
import { epapersListKey } from '../api/epapers-keys.ts';
import { fetchEpapers } from './api/list-epapers.ts';
import { EPAPER_SCREEN_TEXTS, formatPublicationDate } from '../epaper-texts.ts';

/** Editions shown in the palette for one search: enough to pick from, few enough to read. */
const PALETTE_EPAPERS = 5;
/** One or two characters match most titles; the search starts at three. */
const MIN_SEARCH_LENGTH = 3;
const SEARCH_DELAY_MS = 250;

/**
 * The command palette's "E-Papers" group (the editions whose title or yyyy-mm-dd date hold
 * the typed text, or whose day it writes as people do, "26 Nov" or "26/11": searched by
 * the server, which reads those dates, debounced; each opens the edition) and the
 * "Upload E-Paper" action.
 */
export function useEpaperCommands(search: string): { actions: Command[]; epapers: CommandGroup | null } {
  const navigate = useNavigate();
  const typed = search.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const isSearchable = settled.length >= MIN_SEARCH_LENGTH && settled === typed;
  const query = { page: 1, page_size: PALETTE_EPAPERS, search: settled };
  const found = useQuery({
    queryKey: epapersListKey(query),
    queryFn: ({ signal }) => fetchEpapers(query, signal),
    enabled: isSearchable,
    staleTime: 30_000,
  });
  const isWaiting = typed.length >= MIN_SEARCH_LENGTH && (!isSearchable || found.isFetching);
  const results = isSearchable ? found.data?.results : undefined;

  const actions = useMemo<Command[]>(
    () => [
      {
        id: 'action:upload-epaper',
        label: EPAPER_SCREEN_TEXTS.upload,
        keywords: ['add e-paper', 'new edition', 'pdf', 'epaper'],
        icon: <Upload className="size-4" />,
        run: () => void navigate(paths.epapers.add),
      },
    ],
    [navigate],
  );

  const epapers = useMemo<CommandGroup | null>(() => {
    if (typed.length < MIN_SEARCH_LENGTH) return null;
    return {
      id: 'epapers',
      heading: 'E-Papers',
      isSearchedByServer: true,
      isLoading: isWaiting && !results,
      commands: (results ?? []).map((epaper) => ({
        id: `epaper:${epaper.id}`,
        label: epaper.title,
        hint: formatPublicationDate(epaper.publication_date),
        icon: <Newspaper className="size-4" />,
        run: () => void navigate(paths.epapers.view(epaper.id)),
      })),
    };
  }, [typed, isWaiting, results, navigate]);

  return useMemo(() => ({ actions, epapers }), [actions, epapers]);
}
