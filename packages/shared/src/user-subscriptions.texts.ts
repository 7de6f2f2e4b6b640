// User Subscriptions' texts, statuses and page sizes both sides use, without zod: the
// dashboard's screens import this file, not the contract.

/** What User Subscriptions and its API say: the product's fixed wording, which the tests and the browser suite assert. */
export const SUBSCRIPTION_TEXTS = {
  searchPlaceholder: 'Search by user name, email or plan...',
  empty: 'No subscriptions found.',
  loadFailed: 'Failed to load subscriptions',
  notFound: 'Subscription not found.',
  alreadyCancelled: 'This subscription is already cancelled.',
  alreadyExpired: 'This subscription has already expired, so it cannot be cancelled.',
  cancelConfirm: 'Are you sure you want to cancel this subscription? It ends at once and cannot be resumed.',
  cancelled: 'Subscription cancelled successfully!',
  searchTooLong: 'Search must be at most 200 characters long',
  statusInvalid: 'Status must be one of active, expired, cancelled',
  pageSizeInvalid: 'Page size must be 10, 20 or 50',
} as const;

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The page sizes the list offers; the middle one is the default. */
export const SUBSCRIPTION_PAGE_SIZES = [10, 20, 50] as const;
export const SUBSCRIPTION_DEFAULT_PAGE_SIZE = 20;

/**
 * How each payment method reads on every screen and in every CSV export. Keys are the
 * method lower-cased with everything but letters left out, so `net_banking`,
 * `netbanking` and "Net Banking" all read "Net banking".
 */
const PAYMENT_METHOD_LABELS: Readonly<Record<string, string>> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
};

/** "Net banking" for `netbanking`; a method the service does not know as sent (trimmed); a blank one as ''. */
export function paymentMethodLabel(method: string): string {
  const sent = method.trim();
  return PAYMENT_METHOD_LABELS[sent.toLowerCase().replace(/[^a-z]/g, '')] ?? sent;
}
