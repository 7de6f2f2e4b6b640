import { z } from 'zod';
import { PAGE_VIEWER_TEXTS } from './page-viewer-texts.ts';

/** What "Go to page" holds: the number as typed. */
export type GoToPageValues = { page: string };
/** What it goes to: the page number asked for, or null when the field is empty (Enter does nothing). */
export type GoToPageChoice = { page: number | null };

/**
 * "Go to page"'s rule, made for the edition's pages: empty goes nowhere; anything but one
 * of its page numbers is refused with the range it has ("Pages 1–6").
 */
export function goToPageSchema(pageNumbers: readonly number[]): z.ZodType<GoToPageChoice, GoToPageValues> {
  const first = pageNumbers[0] ?? 1;
  const last = pageNumbers.at(-1) ?? first;
  return z.object({
    page: z
      .string()
      .trim()
      .refine((text) => text === '' || pageNumbers.includes(Number(text)), PAGE_VIEWER_TEXTS.pageRange(first, last))
      .transform((text) => (text === '' ? null : Number(text))),
  });
}
