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
  created: 'Plan created successfully!',
  updated: 'Plan updated successfully!',
} as const;

/** The accessible name of a plan's status switch, e.g. "Active: Monthly Digital". */
export const activeSwitchLabel = (title: string) => `Active: ${title}`;

/** The accessible name of a plan's actions menu button. */
export const actionsMenuLabel = (title: string) => `Actions for ${title}`;
