import { z } from 'zod';
import { recordIdSchema } from './record-id.ts';
import { orderingField, pageQuerySchema, refuseDeepPage } from './pagination.contract.ts';
import { textField } from './text-field.ts';
import {
  SUBSCRIPTION_DEFAULT_PAGE_SIZE,
  SUBSCRIPTION_PAGE_SIZES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TEXTS,
} from './user-subscriptions.texts.ts';

export {
  SUBSCRIPTION_DEFAULT_PAGE_SIZE,
  SUBSCRIPTION_PAGE_SIZES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TEXTS,
  type SubscriptionStatus,
} from './user-subscriptions.texts.ts';

/**
 * One subscription as User Subscriptions shows it. `status` is as of today in the
 * service's time zone: an active one past its `end_date` reads `expired`. Money is a
 * decimal string ("1499.00"), never a float.
 */
export const subscriptionItemSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    profile_image: z.string().nullable(),
  }),
  plan: z.object({ id: z.number().int(), title: z.string(), description: z.string(), price: z.string() }),
  /** yyyy-mm-dd */
  start_date: z.string(),
  /** yyyy-mm-dd, the last day it is valid. */
  end_date: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount_paid: z.string(),
  payment_method: z.string(),
  payment_reference: z.string(),
  auto_renewal: z.boolean(),
  created_at: z.string(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

/** The orderings the list accepts: newest first (the default), or oldest first. */
export const SUBSCRIPTION_ORDERINGS = ['-created_at', 'created_at'] as const;
export type SubscriptionOrdering = (typeof SUBSCRIPTION_ORDERINGS)[number];

/** GET /user-subscriptions/ */
export const subscriptionListQuerySchema = z
  .object({
    page: pageQuerySchema.shape.page,
    page_size: z.coerce
      .number<number>({ error: SUBSCRIPTION_TEXTS.pageSizeInvalid })
      .refine(
        (size) => (SUBSCRIPTION_PAGE_SIZES as readonly number[]).includes(size),
        SUBSCRIPTION_TEXTS.pageSizeInvalid,
      )
      .default(SUBSCRIPTION_DEFAULT_PAGE_SIZE),
    /** User name, email or phone, or plan title: a case-insensitive substring. */
    search: textField('Search')
      .max(200, SUBSCRIPTION_TEXTS.searchTooLong)
      .transform((value) => value.trim())
      .optional(),
    /** Omitted: every status. */
    status: z.enum(SUBSCRIPTION_STATUSES, { error: SUBSCRIPTION_TEXTS.statusInvalid }).optional(),
    ordering: orderingField(SUBSCRIPTION_ORDERINGS),
    /** `csv`: every matching row, paging ignored, as a CSV download (so does `Accept: text/csv`). */
    format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
  })
  .superRefine(refuseDeepPage);
/** What a client sends (the schema's input). */
export type SubscriptionListQuery = z.input<typeof subscriptionListQuerySchema>;
export type SubscriptionListFilters = z.output<typeof subscriptionListQuerySchema>;

export const subscriptionParamsSchema = z.object({ id: recordIdSchema });
