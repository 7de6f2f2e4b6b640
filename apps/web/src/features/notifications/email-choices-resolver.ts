import type { NotificationPreferences } from '@epaper/shared/notifications.contract';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

/** The email choices' rule, the contract's own (a yes or no per kind); reaching the form loads it. */
export const emailChoicesResolver = lazyZodResolver<NotificationPreferences['email'], NotificationPreferences['email']>(
  () =>
    import('@epaper/shared/notifications.contract').then((module) => module.notificationPreferencesSchema.shape.email),
);
