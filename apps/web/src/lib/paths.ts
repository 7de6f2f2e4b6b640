/** A record id as it appears in a screen path. */
export type RecordId = string | number;

/** A path builder for a screen about one record, with the router's pattern beside it. */
export type RecordPath = ((id: RecordId) => string) & { pattern: string };

function recordPath(prefix: string): RecordPath {
  const build = (id: RecordId) => `${prefix}/${encodeURIComponent(String(id))}`;
  return Object.assign(build, { pattern: `${prefix}/:id` });
}

const EPAPERS = '/epaper-management';
const USERS = '/users';

/**
 * Every screen path, written once: the screen list (app/screens.ts), from which the
 * router, the menu and the command palette are built, and every link take their paths
 * from here (`paths.users.detail(42)`).
 */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  signIn: '/signin',
  logout: '/logout',
  profile: '/profile',
  epapers: {
    list: EPAPERS,
    add: `${EPAPERS}/add`,
    view: recordPath(`${EPAPERS}/view`),
    edit: recordPath(`${EPAPERS}/edit`),
  },
  users: {
    list: USERS,
    detail: recordPath(USERS),
    /** An older path of the user list; it redirects there. */
    legacyList: '/user-management',
  },
  admins: '/admin',
  subscriptions: {
    hub: '/subscription-management',
    plans: '/subscription-plans',
    userSubscriptions: '/user-subscriptions',
  },
} as const;
