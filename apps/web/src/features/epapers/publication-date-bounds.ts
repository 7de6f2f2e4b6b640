import { DATE_RANGE } from '@epaper/shared/calendar-date';

/** The date input's `min` and `max`: its picker offers only the days the API takes. */
export const PUBLICATION_DATE_BOUNDS = { min: DATE_RANGE.first, max: DATE_RANGE.last } as const;
