import type { ReactNode } from 'react';
import type { EpaperDisplayStatus } from '@epaper/shared/epaper-status';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { useFetchDatedEpapers } from './api/get-dated-epapers.ts';
import { EPAPER_SCHEDULE_TEXTS } from '../schedule/epaper-schedule-texts.ts';

/** An edition that already has the day: live (still processing or not) or going live. */
const TAKES_THE_DAY = new Set<EpaperDisplayStatus>(['published', 'processing', 'scheduled']);

/** The day has no other edition that counts, the desk said yes to a second one, or no. */
export type SameDayAnswer = 'alone' | 'confirmed' | 'declined';

/**
 * Before an upload: reads the day's editions and, when one is published or scheduled,
 * asks in a confirm dialog naming them. Asked before the file goes, so a second edition
 * never costs a second upload. A failed look-up asks nothing: the upload goes on, and the
 * server still refuses a scheduled second edition (409) before storing its file.
 */
export function useSameDayUploadCheck(): { check: (day: string) => Promise<SameDayAnswer>; dialog: ReactNode } {
  const fetchDated = useFetchDatedEpapers();
  const { confirm, dialog } = useConfirm();
  const check = async (day: string): Promise<SameDayAnswer> => {
    const dated = await fetchDated(day).catch(() => null);
    const others = dated?.results.filter((edition) => TAKES_THE_DAY.has(edition.status)) ?? [];
    if (others.length === 0) return 'alone';
    const isConfirmed = await confirm({
      title: EPAPER_SCHEDULE_TEXTS.sameDayTitle,
      message: EPAPER_SCHEDULE_TEXTS.sameDayUpload(others, day),
      confirmLabel: EPAPER_SCHEDULE_TEXTS.uploadAnyway,
    });
    return isConfirmed ? 'confirmed' : 'declined';
  };
  return { check, dialog };
}
