import { z } from 'zod';
import { paginated, pageQuerySchema } from './pagination.contract.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS } from './notifications.texts.ts';

/** One thing an admin was told, in the bell's list. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The edition it is about; null once that edition is deleted. */
  epaper_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When this admin read it; null while unread. */
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/: this admin's, newest first, with how many are unread. */
export const notificationListQuerySchema = pageQuerySchema.extend({
  page_size: pageQuerySchema.shape.page_size.unwrap().default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;
export const notificationListSchema = paginated(notificationSchema).extend({ unread_count: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /notifications/unread/: what the bell polls. `latest_id` tells a client what is new since it last looked. */
export const unreadNotificationsSchema = z.object({
  unread_count: z.number().int(),
  latest_id: z.number().int().nullable(),
});
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** POST /notifications/read/: these, or all of this admin's. */
export const markNotificationsReadSchema = z
  .object(
    {
      ids: z
        .array(z.number({ error: NOTIFICATION_TEXTS.idsInvalid }).int().positive().max(2_147_483_647), {
          error: NOTIFICATION_TEXTS.idsInvalid,
        })
        .max(500, NOTIFICATION_TEXTS.idsInvalid)
        .optional(),
      all: z.literal(true, { error: NOTIFICATION_TEXTS.nothingToMark }).optional(),
    },
    { error: NOTIFICATION_TEXTS.nothingToMark },
  )
  .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
    message: NOTIFICATION_TEXTS.nothingToMark,
    path: ['ids'],
  });
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadSchema>;
export type MarkNotificationsReadBody = z.output<typeof markNotificationsReadSchema>;

const emailChoicesSchema = z.object(
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: NOTIFICATION_TEXTS.emailChoicesInvalid })]),
  ) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodBoolean>,
  { error: NOTIFICATION_TEXTS.emailChoicesInvalid },
);

/** GET/PUT /notifications/preferences/: which kinds this admin also receives by email. */
export const notificationPreferencesSchema = z.object({
  email: emailChoicesSchema,
  /** Where they go: the admin's email, or null (then none is sent). */
  email_address: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const updateNotificationPreferencesSchema = z.object(
  { email: emailChoicesSchema.partial() },
  { error: NOTIFICATION_TEXTS.emailChoicesInvalid },
);
export type UpdateNotificationPreferencesRequest = z.input<typeof updateNotificationPreferencesSchema>;
