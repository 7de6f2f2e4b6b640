import { useCallback, type ReactNode } from 'react';
import type { ERROR_CODES } from '@epaper/shared/errors.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { EPAPER_SCHEDULE_TEXTS } from './epaper-schedule-texts.ts';

// Typed from the contract without loading it (it brings zod): a renamed code fails the typecheck.
const SAME_DAY_EDITION: (typeof ERROR_CODES)['sameDayEdition'] = 'same_day_edition';

/** The server refused a second published or scheduled edition of a day until the desk confirms it. */
export function isSameDayRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === SAME_DAY_EDITION;
}

/**
 * Publishing or scheduling that may meet the one-edition-a-day rule: `run(send, label)`
 * sends once; if the server answers `same_day_edition`, its message (naming the other
 * editions) is asked in a confirm dialog, and on yes it is sent again confirmed. Resolves
 * with the answer, or null when the desk said no. Render `dialog` once in the screen.
 */
export function useSameDayConfirm(): {
  run: <T>(send: (isConfirmed: boolean) => Promise<T>, confirmLabel: string) => Promise<T | null>;
  dialog: ReactNode;
} {
  const { confirm, dialog } = useConfirm();
  const run = useCallback(
    async <T,>(send: (isConfirmed: boolean) => Promise<T>, confirmLabel: string): Promise<T | null> => {
      try {
        return await send(false);
      } catch (error) {
        if (!isSameDayRefusal(error)) throw error;
        const isConfirmed = await confirm({
          title: EPAPER_SCHEDULE_TEXTS.sameDayTitle,
          message: error.message,
          confirmLabel,
        });
        return isConfirmed ? send(true) : null;
      }
    },
    [confirm],
  );
  return { run, dialog };
}
