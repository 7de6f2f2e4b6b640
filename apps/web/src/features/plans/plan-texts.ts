import { countOf, formatCount } from '../../lib/format/count.ts';

/** What the Subscription Plans screen says: the product's fixed wording, which the tests and the browser suite assert. */
export const PLANS_TEXTS = {
  title: 'Subscription Plans',
  subtitle: 'The plans readers can buy: price, duration, what each includes, and whether it is on sale.',
  addPlan: 'Add New Plan',
  editPlan: 'Edit Plan',
  createPlan: 'Create Plan',
  saveChanges: 'Save Changes',
  empty: 'No subscription plans found.',
  loading: 'Loading subscription plans…',
  deleteTitle: (title: string) => `Delete “${title}”?`,
  deleteConfirm: 'Are you sure you want to delete this subscription plan? This action cannot be undone.',
  /** Replaces Delete for a plan that subscriptions name: the server would refuse to delete it. */
  deactivateInstead: 'Deactivate instead',
  subscriptionsHeader: 'Subscriptions',
  created: 'Plan created successfully!',
  updated: 'Plan updated successfully!',
} as const;

/** The accessible name of a plan's status switch, e.g. "Active: Monthly Digital". */
export const activeSwitchLabel = (title: string) => `Active: ${title}`;

/** The accessible name of a plan's actions menu button. */
export const actionsMenuLabel = (title: string) => `Actions for ${title}`;

const subscriptions = (count: number) => countOf(count, 'subscription', 'subscriptions');

/** The Subscriptions column: those active today first, then every one of any status. */
export const subscriptionCountTexts = (active: number, total: number) =>
  total === 0
    ? { active: 'None', total: 'No subscriptions yet' }
    : { active: `${formatCount(active)} active`, total: `${formatCount(total)} in all` };

/**
 * Why a plan's menu has no Delete: subscriptions of any status (expired and cancelled
 * included) keep naming the plan, so it stays; deactivating stops new sales.
 */
export const keptPlanNote = (total: number, isActive: boolean) => {
  const named = `${subscriptions(total)} ${total === 1 ? 'names' : 'name'} this plan, so it cannot be deleted.`;
  return isActive
    ? `${named} Deactivate it: readers can no longer buy it, and their records keep it.`
    : `${named} It is inactive: readers can no longer buy it.`;
};
