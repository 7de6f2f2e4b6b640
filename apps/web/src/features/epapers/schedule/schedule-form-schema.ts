import { z } from 'zod';
import { scheduleEpaperSchema } from '@epaper/shared/epapers.contract';

/** The contract's rule for a go-live time: a wall time yyyy-mm-ddThh:mm on a day the API takes. */
const goLiveAtRule = scheduleEpaperSchema.shape.scheduled_at;

/**
 * A form's "Schedule publishing" (the upload and the edit): the box, its "Go live at" (a
 * datetime-local value, '' until chosen) and "Hold if late". Extend a form's object with
 * these, then `.superRefine(requireGoLiveAt)`.
 */
export const scheduleFields = {
  is_scheduled: z.boolean(),
  scheduled_at: z.string(),
  hold_if_late: z.boolean(),
};

/** A time is needed, by the contract's rule, only while the box is ticked; the server checks it is ahead. */
export function requireGoLiveAt(values: { is_scheduled: boolean; scheduled_at: string }, ctx: z.RefinementCtx) {
  if (!values.is_scheduled) return;
  const checked = goLiveAtRule.safeParse(values.scheduled_at);
  for (const issue of checked.error?.issues.slice(0, 1) ?? []) {
    ctx.addIssue({ code: 'custom', path: ['scheduled_at'], message: issue.message });
  }
}

/** View E-Paper's Schedule dialog: the time, and whether to hold it if processing is late. */
export const scheduleFormSchema = z.object({ scheduled_at: goLiveAtRule, hold_if_late: z.boolean() });
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
