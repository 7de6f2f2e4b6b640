import type { z } from 'zod';
import { updateEpaperSchema } from '@epaper/shared/epapers.contract';
import { requireGoLiveAt, scheduleFields } from '../../schedule/schedule-form-schema.ts';

/**
 * The Edit E-Paper form: the contract's rules for the edit (every field present,
 * Published too), and "Schedule publishing" with its time when ticked. The body sent is
 * built from its output (edit-epaper-values.ts).
 */
export const editEpaperFormSchema = updateEpaperSchema
  .pick({ title: true, description: true, publication_date: true, is_published: true })
  .required()
  .extend(scheduleFields)
  .superRefine(requireGoLiveAt);

/** What the form holds; `scheduled_at` is the datetime-local value, '' when none. */
export type EditEpaperValues = z.input<typeof editEpaperFormSchema>;
export type EditEpaperOutput = z.output<typeof editEpaperFormSchema>;
