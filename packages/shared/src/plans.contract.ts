import { z } from 'zod';
import { textField } from './text-field.ts';
import { orderingField } from './pagination.contract.ts';

/** What the plan forms and the plans API say: the product's fixed wording, which the tests and the browser suite assert. */
export const PLAN_TEXTS = {
  titleRequired: 'Plan title is required',
  titleTooLong: 'Plan title must be at most 150 characters long',
  descriptionTooLong: 'Description must be at most 2000 characters long',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number with at most 2 decimal places',
  priceNegative: 'Price must be 0 or more',
  priceTooLarge: 'Price must be less than 100,000,000',
  durationRequired: 'Duration is required',
  durationInvalid: 'Duration must be a whole number of days',
  durationTooSmall: 'Duration must be at least 1 day',
  durationTooLarge: 'Duration must be at most 36500 days',
  editionCountInvalid: 'Edition count must be a valid number',
  editionCountTooSmall: 'Edition count must be at least 1',
  sortOrderInvalid: 'Sort order must be a whole number',
  sortOrderTooSmall: 'Sort order must be at least 1',
  featuresInvalid: 'Features must be a list of texts',
  featureTooLong: 'Each feature must be at most 200 characters long',
  tooManyFeatures: 'A plan can have at most 50 features',
  activeInvalid: 'Active must be true or false',
  notFound: 'Subscription plan not found.',
  hasSubscriptions:
    'This plan has subscriptions, so it cannot be deleted. Deactivate it instead: it then stays on their records but can no longer be bought.',
  deleted: 'Plan deleted successfully!',
} as const;

/** One plan. `price` is a decimal string ("1499.00"): money never passes through a float. */
export const planItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The same as `title`: the plans table of the dashboard reads `name`. */
  name: z.string(),
  description: z.string(),
  price: z.string(),
  duration_days: z.number().int(),
  /** null: unlimited editions. */
  edition_count: z.number().int().nullable(),
  features: z.array(z.string()),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** How many subscriptions, of any status, name this plan (a plan with any cannot be deleted). */
  subscription_count: z.number().int(),
  /** Of those, how many are active today in the service's time zone (bought, not cancelled, not past their last day). */
  active_subscription_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

/** GET /plans/: every plan, by sort order, then price. */
/** The orderings the plans list accepts: by sort order, then price, then age (the default), or that reversed. */
export const PLAN_ORDERINGS = ['sort_order', '-sort_order'] as const;
export type PlanOrdering = (typeof PLAN_ORDERINGS)[number];

/** GET /plans/: every plan, in one of PLAN_ORDERINGS. */
export const planListQuerySchema = z.object({ ordering: orderingField(PLAN_ORDERINGS) });
export type PlanListQuery = z.input<typeof planListQuerySchema>;

export const planListSchema = z.object({ count: z.number().int(), results: z.array(planItemSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/** A form sends numbers as numbers or as the text typed; an empty text is no value. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Exact: checked and normalised as text ("1499.5" becomes "1499.50"), never through a float. */
const priceField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank === 'number' && Number.isFinite(blank)) return String(blank);
    return typeof blank === 'string' ? blank.trim() : blank;
  },
  z
    .string({ error: (issue) => (issue.input === undefined ? PLAN_TEXTS.priceRequired : PLAN_TEXTS.priceInvalid) })
    .superRefine((value, ctx) => {
      const message = /^-\d+(\.\d+)?$/.test(value)
        ? PLAN_TEXTS.priceNegative
        : !/^\d+(\.\d{1,2})?$/.test(value)
          ? PLAN_TEXTS.priceInvalid
          : value.split('.')[0]!.replace(/^0+(?=\d)/, '').length > 8
            ? PLAN_TEXTS.priceTooLarge
            : undefined;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
    }),
);

/** A whole number from a number or the text of one; `invalid` for anything else. */
const wholeNumber = (required: string | undefined, invalid: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' && /^-?\d+$/.test(blank.trim()) ? Number(blank.trim()) : blank;
    },
    z.number({ error: (issue) => (issue.input === undefined && required ? required : invalid) }).int(invalid),
  );

const durationField = wholeNumber(PLAN_TEXTS.durationRequired, PLAN_TEXTS.durationInvalid).pipe(
  z.number().min(1, PLAN_TEXTS.durationTooSmall).max(36_500, PLAN_TEXTS.durationTooLarge),
);

/** Empty or null: unlimited. */
const editionCountField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (blank === undefined || blank === null) return null;
    return typeof blank === 'string' && /^\d+$/.test(blank.trim()) ? Number(blank.trim()) : blank;
  },
  z
    .number({ error: PLAN_TEXTS.editionCountInvalid })
    .int(PLAN_TEXTS.editionCountInvalid)
    .min(1, PLAN_TEXTS.editionCountTooSmall)
    .max(1_000_000, PLAN_TEXTS.editionCountInvalid)
    .nullable(),
);

const sortOrderField = z.preprocess(
  (value) => blankToUndefined(value) ?? 1,
  wholeNumber(undefined, PLAN_TEXTS.sortOrderInvalid).pipe(
    z.number().min(1, PLAN_TEXTS.sortOrderTooSmall).max(1_000_000, PLAN_TEXTS.sortOrderInvalid),
  ),
);

/** Each feature trimmed; empty ones dropped, not refused, as the form always keeps one input even when it is left empty. */
const featuresField = z
  .array(
    textField('Feature').transform((value) => value.trim()),
    { error: PLAN_TEXTS.featuresInvalid },
  )
  .default([])
  .transform((features) => features.filter((feature) => feature !== ''))
  .refine((features) => features.every((feature) => feature.length <= 200), PLAN_TEXTS.featureTooLong)
  .refine((features) => features.length <= 50, PLAN_TEXTS.tooManyFeatures);

const activeField = z.boolean({ error: PLAN_TEXTS.activeInvalid });

/** POST /plans/, and PUT /plans/{id}/ with every field. */
export const planRequestSchema = z.object({
  title: textField('Plan title', { required: PLAN_TEXTS.titleRequired })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, PLAN_TEXTS.titleRequired).max(150, PLAN_TEXTS.titleTooLong)),
  description: textField('Description', { multiline: true })
    .max(2000, PLAN_TEXTS.descriptionTooLong)
    .default('')
    .transform((value) => value.trim()),
  price: priceField,
  duration_days: durationField,
  edition_count: editionCountField,
  features: featuresField,
  sort_order: sortOrderField,
  is_active: activeField.default(true),
});
export type PlanRequest = z.input<typeof planRequestSchema>;
export type PlanBody = z.output<typeof planRequestSchema>;

/** PUT /plans/{id}/ with `is_active` alone: the switch in the plans table. */
export const planActiveRequestSchema = z.strictObject({ is_active: activeField });

const isToggle = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  'is_active' in value;

/**
 * PUT /plans/{id}/: a body of `is_active` alone toggles the plan; any other body is the
 * whole plan, validated as on create (each message under its field).
 */
export const planUpdateRequestSchema = z
  .custom<PlanRequest | { is_active: boolean }>(() => true)
  .transform((value, ctx): PlanUpdate => {
    const parsed = isToggle(value)
      ? planActiveRequestSchema
          .transform((body) => ({ toggle: true as const, is_active: body.is_active }))
          .safeParse(value)
      : planRequestSchema.transform((plan) => ({ toggle: false as const, plan })).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
/** What PUT asks for: the switch alone, or the whole plan. */
export type PlanUpdate = { toggle: true; is_active: boolean } | { toggle: false; plan: PlanBody };
