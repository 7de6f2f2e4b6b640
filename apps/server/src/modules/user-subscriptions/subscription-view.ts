import type { SubscriptionItem, SubscriptionStatus } from '@epaper/shared/user-subscriptions.contract';
import type { SubscriptionRow } from './subscription-list.repository.ts';

/**
 * The status as of `today` (yyyy-mm-dd): an active subscription whose last day has passed
 * is expired, whether or not the hourly job has written it yet.
 */
export function effectiveStatus(stored: string, endDate: string, today: string): SubscriptionStatus {
  if (stored === 'active' && endDate < today) return 'expired';
  return stored as SubscriptionStatus;
}

const isoOf = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toSubscription(row: SubscriptionRow, today: string): SubscriptionItem {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      phone: row.user_phone,
      profile_image: row.user_profile_image,
    },
    plan: { id: row.plan_id, title: row.plan_title, description: row.plan_description, price: row.plan_price },
    start_date: row.start_date,
    end_date: row.end_date,
    status: effectiveStatus(row.status, row.end_date, today),
    amount_paid: row.amount_paid,
    payment_method: row.payment_method,
    payment_reference: row.payment_reference,
    auto_renewal: row.auto_renewal,
    created_at: isoOf(row.created_at),
  };
}
