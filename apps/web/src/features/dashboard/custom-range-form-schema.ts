import { z } from 'zod';
import { customRangeError } from './dashboard-range.ts';

export type CustomRangeValues = { from: string; to: string };

/**
 * The custom range's rules, as the Dashboard can show it: both days, calendar days the API
 * takes, the end not after the service's today, in order, at most two years. One message,
 * under the field at fault.
 */
export const customRangeSchema = (today: string) =>
  z.object({ from: z.string(), to: z.string() }).superRefine(({ from, to }, context) => {
    const refusal = customRangeError(from, to, today);
    if (refusal) context.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
  });
