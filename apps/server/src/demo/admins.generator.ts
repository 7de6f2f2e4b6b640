import { DEMO_ADMIN_EMAIL_DOMAIN, DEMO_ADMIN_PHONE_PREFIX } from './demo-config.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';

/** A demo admin; `createdByIndex` names an earlier admin of the same list (ids exist only after insert). */
export type DemoAdmin = {
  name: string;
  email: string;
  phone: string;
  role: 'super_admin' | 'admin';
  isActive: boolean;
  dateJoined: Date;
  lastLogin: Date | null;
  createdByIndex: number | null;
};

// Fixed rather than drawn: these are the accounts a person signs in with, and the
// summary prints them, so they should read the same in every demo.
const ADMINS = [
  {
    name: 'Priya Raghavan',
    role: 'super_admin',
    isActive: true,
    joinedDaysAgo: 560,
    lastLoginHoursAgo: 2,
    createdBy: null,
  },
  {
    name: 'Vikram Malhotra',
    role: 'super_admin',
    isActive: true,
    joinedDaysAgo: 540,
    lastLoginHoursAgo: 30,
    createdBy: 0,
  },
  { name: 'Ananya Iyer', role: 'admin', isActive: true, joinedDaysAgo: 420, lastLoginHoursAgo: 5, createdBy: 0 },
  { name: 'Rohan Deshmukh', role: 'admin', isActive: true, joinedDaysAgo: 300, lastLoginHoursAgo: 52, createdBy: 0 },
  { name: 'Farah Siddiqui', role: 'admin', isActive: true, joinedDaysAgo: 150, lastLoginHoursAgo: 12, createdBy: 1 },
  // Suspended a while ago: shows the "Suspended" badge and the Activate action.
  {
    name: 'Manoj Tiwari',
    role: 'admin',
    isActive: false,
    joinedDaysAgo: 250,
    lastLoginHoursAgo: 24 * 70,
    createdBy: 1,
  },
] as const;

/** 2 super admins and 4 admins (one suspended), phones +919100000001 onwards. */
export function generateAdmins(now: Date): DemoAdmin[] {
  return ADMINS.map((admin, index) => ({
    name: admin.name,
    email: `${admin.name.toLowerCase().replace(' ', '.')}@${DEMO_ADMIN_EMAIL_DOMAIN}`,
    phone: `${DEMO_ADMIN_PHONE_PREFIX}${String(index + 1).padStart(2, '0')}`,
    role: admin.role,
    isActive: admin.isActive,
    dateJoined: new Date(now.getTime() - admin.joinedDaysAgo * DAY_MS),
    lastLogin: new Date(now.getTime() - admin.lastLoginHoursAgo * HOUR_MS),
    createdByIndex: admin.createdBy,
  }));
}
