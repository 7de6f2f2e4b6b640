import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';

/** The list's path as the fake HTTP layer sees it. */
export const LIST_PATH = '/api/user-subscriptions/';

/** A subscription as the API answers it: Ravi Kumar's active Gold Annual, unless `fields` say otherwise. */
export function subscription(id: number, fields: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    id,
    user: { id: 100 + id, name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919812345678', profile_image: null },
    plan: { id: 1, title: 'Gold Annual', description: 'Every edition for a year', price: '1499.00' },
    start_date: '2026-01-12',
    end_date: '2026-02-11',
    status: 'active',
    amount_paid: '1499.00',
    payment_method: 'upi',
    payment_reference: 'pay_ABC123',
    auto_renewal: true,
    created_at: '2026-01-12T09:00:00Z',
    ...fields,
  };
}

export const ravi = subscription(1);
export const meera = subscription(2, {
  user: { id: 102, name: 'Meera Nair', email: 'meera@example.com', phone: '+919800000002', profile_image: '/m.jpg' },
  plan: { id: 2, title: 'Silver Monthly', description: '', price: '199.00' },
  start_date: '2025-11-01',
  end_date: '2025-11-30',
  status: 'expired',
  amount_paid: '199.00',
  payment_method: 'card',
  payment_reference: 'pay_CARD9',
  auto_renewal: false,
});
export const zoya = subscription(3, {
  user: { id: 103, name: 'Zoya Khan', email: 'zoya@example.com', phone: '+919800000003', profile_image: null },
  status: 'cancelled',
  payment_method: 'net_banking',
  auto_renewal: false,
});
export const kabir = subscription(4, {
  user: { id: 104, name: 'Kabir Shah', email: null, phone: '+919800000004', profile_image: null },
  payment_method: 'paypal',
});

/**
 * The subscriptions API's answers, with state: the list searches, filters and pages the
 * rows (with `count` as given, to fake a long list), and a cancel changes what the list
 * answers. Keyed like app.test-helper's fakeApi overrides: method and path without query.
 */
export function subscriptionsApiHandlers({
  rows = [ravi, meera, zoya, kabir],
  count,
}: { rows?: SubscriptionItem[]; count?: number } = {}): Record<string, (request: SeenRequest) => Response> {
  let stored = [...rows];
  const list = (request: SeenRequest) => {
    const params = new URL(request.path, 'http://localhost').searchParams;
    const search = (params.get('search') ?? '').toLowerCase();
    const status = params.get('status');
    const matching = stored.filter(
      (row) =>
        (!status || row.status === status) &&
        (!search || `${row.user.name} ${row.user.email} ${row.plan.title}`.toLowerCase().includes(search)),
    );
    return json(200, { count: count ?? matching.length, next: null, previous: null, results: matching });
  };
  const cancel = (id: number) => () => {
    const row = stored.find((item) => item.id === id);
    if (!row) return json(404, { message: SUBSCRIPTION_TEXTS.notFound, code: 'not_found' });
    if (row.status !== 'active') return json(409, { message: SUBSCRIPTION_TEXTS.alreadyCancelled, code: 'conflict' });
    const cancelled: SubscriptionItem = { ...row, status: 'cancelled', auto_renewal: false };
    stored = stored.map((item) => (item.id === id ? cancelled : item));
    return json(200, cancelled);
  };
  return {
    [`GET ${LIST_PATH}`]: list,
    ...Object.fromEntries(stored.map((row) => [`POST ${LIST_PATH}${row.id}/cancel/`, cancel(row.id)])),
  };
}
