import type { ActivityType, DemoActivity } from './activities.generator.ts';
import type { DemoAdmin } from './admins.generator.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';
import type { DemoPlan } from './plans.generator.ts';
import { createRandom } from './random.ts';
import type { DemoReader } from './users.generator.ts';

type FieldChange = { before: unknown; after: unknown };

/** Whose record an audit row is about; ids exist only after insert, so by phone or title. */
export type DemoAuditTarget = { kind: 'account'; phone: string } | { kind: 'plan'; title: string };

/** An audit row as the product writes it, with the actor and record named by phone or title. */
export type DemoAuditEvent = {
  actorPhone: string;
  actorName: string;
  action: string;
  target: DemoAuditTarget;
  ipAddress: string;
  changes: Record<string, FieldChange>;
  createdAt: Date;
};

export type AuditOptions = {
  seed: number;
  now: Date;
  admins: readonly DemoAdmin[];
  readers: readonly DemoReader[];
  plans: readonly DemoPlan[];
};

/** Marks the demo's audit rows in their details, so `--reset` removes exactly those. */
export const DEMO_AUDIT_SOURCE = 'demo';

/** Each admin works from one office address (RFC 5737 documentation range: reaches no one). */
const officeAddress = (adminIndex: number) => `203.0.113.${10 + adminIndex}`;

const created = (fields: Record<string, unknown>): Record<string, FieldChange> =>
  Object.fromEntries(Object.entries(fields).map(([field, after]) => [field, { before: null, after }]));

/**
 * The audit trail the demo's history would have left, and the readers' activity lines of
 * the admin actions among it (the product records both in one transaction): admins
 * created by other admins, the suspended admin's suspension, every plan's creation,
 * every suspended reader's suspension and some readers verified by hand.
 */
export function generateAuditTrail({ seed, now, admins, readers, plans }: AuditOptions): {
  events: DemoAuditEvent[];
  activities: DemoActivity[];
} {
  const random = createRandom(seed, 'audit');
  const events: DemoAuditEvent[] = [];
  const activities: DemoActivity[] = [];
  const actorAt = (index: number) => {
    const admin = admins[index];
    if (!admin) throw new Error(`no demo admin ${index}`);
    return { actorPhone: admin.phone, actorName: admin.name, ipAddress: officeAddress(index) };
  };
  const activeAdminIndexes = admins.flatMap((admin, index) => (admin.isActive ? [index] : []));
  const superAdminIndex = admins.findIndex((admin) => admin.role === 'super_admin' && admin.isActive);

  admins.forEach((admin, index) => {
    if (admin.createdByIndex !== null) {
      events.push({
        ...actorAt(admin.createdByIndex),
        action: 'admin.create',
        target: { kind: 'account', phone: admin.phone },
        changes: created({
          name: admin.name,
          email: admin.email,
          phone: admin.phone,
          role: admin.role,
          is_active: true,
          password: 'set',
        }),
        createdAt: admin.dateJoined,
      });
    }
    if (!admin.isActive && admin.lastLogin) {
      events.push({
        ...actorAt(superAdminIndex === index ? 0 : superAdminIndex),
        action: 'admin.suspend',
        target: { kind: 'account', phone: admin.phone },
        changes: { is_active: { before: true, after: false } },
        createdAt: new Date(admin.lastLogin.getTime() + DAY_MS + random.int(0, 8) * HOUR_MS),
      });
    }
  });

  for (const plan of plans) {
    events.push({
      ...actorAt(superAdminIndex),
      action: 'plan.create',
      target: { kind: 'plan', title: plan.title },
      changes: created({ title: plan.title, price: plan.price, duration_days: plan.durationDays }),
      createdAt: plan.createdAt,
    });
  }

  const readerAction = (
    reader: DemoReader,
    action: string,
    changes: Record<string, FieldChange>,
    activityType: ActivityType,
    text: string,
    at: Date,
  ) => {
    const actor = actorAt(random.pick(activeAdminIndexes));
    events.push({ ...actor, action, target: { kind: 'account', phone: reader.phone }, changes, createdAt: at });
    activities.push({
      userPhone: reader.phone,
      activityType,
      description: `${text} by ${actor.actorName}`,
      ipAddress: actor.ipAddress,
      createdAt: at,
      actorName: actor.actorName,
    });
  };
  for (const reader of readers) {
    if (!reader.isActive) {
      readerAction(
        reader,
        'user.suspend',
        { is_active: { before: true, after: false } },
        'status',
        'Account deactivated',
        reader.suspendedAt ?? now,
      );
    } else if (reader.isVerified && random.chance(0.02)) {
      // Between joining and now: never in the future, even for a reader who joined minutes ago.
      const span = Math.max(0, now.getTime() - reader.dateJoined.getTime());
      readerAction(
        reader,
        'user.update',
        { is_verified: { before: false, after: true } },
        'profile',
        'Profile updated (verification)',
        new Date(reader.dateJoined.getTime() + Math.floor(random.next() * span)),
      );
    }
  }
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.action.localeCompare(b.action));
  return { events, activities };
}
