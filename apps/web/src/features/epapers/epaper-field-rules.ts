import { DATE_RANGE, isCalendarDate, isDateInRange } from '@epaper/shared/calendar-date';
import { EPAPER_LIMITS, EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { textProblem } from '@epaper/shared/text-characters';

// The Add and Edit E-Paper forms' checks of the title, description and date: the contract's
// rules and messages, from the same zod-free modules the contract builds on, so a form
// refuses exactly what the server would (the schema library stays out of these screens).

export const titleError = (value: string) =>
  textProblem(value, {
    label: 'Title',
    required: EPAPER_TEXTS.titleRequired,
    max: EPAPER_LIMITS.maxTitleLength,
    tooLong: EPAPER_TEXTS.titleTooLong,
  });

export const descriptionError = (value: string) =>
  textProblem(value, {
    label: 'Description',
    multiline: true,
    required: EPAPER_TEXTS.descriptionRequired,
    max: EPAPER_LIMITS.maxDescriptionLength,
    tooLong: EPAPER_TEXTS.descriptionTooLong,
  });

/** A real day yyyy-mm-dd within the API's range (a date input gives nothing else; a typed one may). */
export function publicationDateError(value: string): string | undefined {
  const day = value.trim();
  if (day === '') return EPAPER_TEXTS.publicationDateRequired;
  if (!isCalendarDate(day)) return EPAPER_TEXTS.publicationDateInvalid;
  return isDateInRange(day) ? undefined : EPAPER_TEXTS.publicationDateOutOfRange;
}

/** The date input's `min` and `max`: its picker offers only the days the API takes. */
export const PUBLICATION_DATE_BOUNDS = { min: DATE_RANGE.first, max: DATE_RANGE.last } as const;
