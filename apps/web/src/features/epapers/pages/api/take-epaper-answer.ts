import { useQueryClient } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epaperKey, epapersListKeyRoot, pageVersionsKeyOf } from '../../api/epapers-keys.ts';

/**
 * What a change of an edition's pages or findings does with its answer, the whole edition:
 * its details take it (pages, page count, findings), and the list, the calendar and the
 * pages' histories are read again when next shown (a page count or a marker may have moved).
 */
export function useTakeEpaperAnswer() {
  const queryClient = useQueryClient();
  return (epaper: EpaperWithPages) => {
    queryClient.setQueryData(epaperKey(epaper.id), epaper);
    void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
    void queryClient.invalidateQueries({ queryKey: pageVersionsKeyOf(epaper.id) });
  };
}
