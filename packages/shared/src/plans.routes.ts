import type { MessageResponse } from './auth.contract.ts';
import type { PlanItem, PlanList, PlanListQuery, PlanRequest } from './plans.contract.ts';
import { route } from './route.ts';

type ById = { id: number };

/** Subscription plans. Any admin manages them: unlike admin accounts, they need no super admin. */
export const planRoutes = {
  list: route<{ query: PlanListQuery; response: PlanList }>('GET', '/plans/', 'admin'),
  create: route<{ body: PlanRequest; response: PlanItem }>('POST', '/plans/', 'admin'),
  /** Every field, or only `is_active` (the table's switch). */
  update: route<{ params: ById; body: PlanRequest | { is_active: boolean }; response: PlanItem }>(
    'PUT',
    '/plans/:id/',
    'admin',
  ),
  remove: route<{ params: ById; response: MessageResponse }>('DELETE', '/plans/:id/', 'admin'),
};
