import { PLAN_TEXTS, type PlanItem } from '@epaper/shared/plans.contract';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { installFakeHttp, json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';

// The plans API as the server answers it, for the screen's tests: plans to list and a
// fake that keeps state, so creating, editing, switching and deleting change the list.

export const PLANS_PATH = '/api/plans/';

/** A plan as the API answers it, with `fields` over believable defaults. */
export function makePlan(id: number, fields: Partial<PlanItem> = {}): PlanItem {
  const title = fields.title ?? `Plan ${id}`;
  return {
    id,
    title,
    name: title,
    description: `About ${title}`,
    price: '100.00',
    duration_days: 30,
    edition_count: null,
    features: [],
    sort_order: id,
    is_active: true,
    subscription_count: 0,
    active_subscription_count: 0,
    created_at: '2025-03-05T10:00:00Z',
    updated_at: '2025-03-05T10:00:00Z',
    ...fields,
  };
}

/** A free trial, a monthly plan with five features, and an annual plan readers hold. */
export const seedPlans = (): PlanItem[] => [
  makePlan(1, { title: '7-Day Free Trial', price: '0.00', duration_days: 7, features: ['7 daily editions'] }),
  makePlan(2, {
    title: 'Monthly Digital',
    description: 'Every edition for a month.',
    price: '199.00',
    duration_days: 30,
    features: ['Full daily e-paper', 'Web and apps', 'Archive of 30 days', 'Puzzles', 'Newsletters'],
  }),
  makePlan(3, {
    title: 'Annual Digital',
    price: '1499.00',
    duration_days: 365,
    is_active: false,
    subscription_count: 12,
    active_subscription_count: 3,
  }),
];

export type PlanOverrides = Partial<Record<string, (request: SeenRequest) => Response | undefined>>;

/**
 * The plans API, with state: create, edit, the switch and delete change what the list
 * answers; a plan with subscriptions is refused with 409. `account` is the signed-in admin.
 */
export function installFakePlansApi({
  account,
  plans = seedPlans(),
  overrides = {},
}: {
  account: AdminProfile;
  plans?: PlanItem[];
  overrides?: PlanOverrides;
}) {
  let rows = [...plans];
  return installFakeHttp((request) => {
    const url = new URL(request.path, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    const overridden = overrides[key]?.(request);
    if (overridden) return overridden;
    if (key === 'GET /api/users/profile/') return json(200, account);
    if (key === `GET ${PLANS_PATH}`) return json(200, { count: rows.length, results: rows });
    if (key === `POST ${PLANS_PATH}`) {
      const body = request.body as Partial<PlanItem>;
      const created = makePlan(rows.length + 10, { ...body, name: body.title ?? '' });
      rows = [...rows, created];
      return json(201, created);
    }
    const match = /^\/api\/plans\/(\d+)\/$/.exec(url.pathname);
    const existing = match ? rows.find((row) => row.id === Number(match[1])) : undefined;
    if (!existing) return json(404, { message: PLAN_TEXTS.notFound, code: 'not_found' });
    if (request.method === 'DELETE') {
      if (existing.subscription_count > 0) return json(409, { message: PLAN_TEXTS.hasSubscriptions, code: 'conflict' });
      rows = rows.filter((row) => row !== existing);
      return json(200, { message: PLAN_TEXTS.deleted });
    }
    const changed = { ...existing, ...(request.body as Partial<PlanItem>) };
    rows = rows.map((row) => (row === existing ? changed : row));
    return json(200, changed);
  });
}
