import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { generateActivities } from './activities.generator.ts';
import { generateAdmins, type DemoAdmin } from './admins.generator.ts';
import { generateAuditTrail } from './audit.generator.ts';
import { generateEditions } from './editions.generator.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_MARKER_PHONE, DEMO_READER_COUNT } from './demo-config.ts';
import { insertAdmins, insertReaders } from './demo-accounts.repository.ts';
import { countRows, type TableCounts } from './demo-counts.repository.ts';
import { deleteDemoRows, type DeletedCounts } from './demo-delete.repository.ts';
import { insertActivities, insertAuditEvents } from './demo-events.repository.ts';
import { insertPlans, insertSubscriptions } from './demo-plans.repository.ts';
import { hasDemoMarker, lockDemoSeeding } from './demo-transaction.ts';
import { generatePlans } from './plans.generator.ts';
import { generateReading, pageViewsOf, withLastSignIns } from './reading.generator.ts';
import { generateSubscriptions } from './subscriptions.generator.ts';
import { generateReaders } from './users.generator.ts';

/** `timeZone`: the service's, whose days the editions are dated in. */
export type SeedOptions = { seed: number; now: Date; reset: boolean; timeZone: string };

/** What a run did, for the summary. */
export type SeedResult =
  | { status: 'present'; admins: DemoAdmin[] }
  | {
      status: 'seeded';
      admins: DemoAdmin[];
      deleted: DeletedCounts | null;
      inserted: TableCounts;
      totals: TableCounts;
      generateMs: number;
      insertMs: number;
      /** What the steps after this one write: the editions and the page views. */
      data: DemoData;
      /** Phone → id of the readers inserted. */
      readerIds: Map<string, number>;
    };

/**
 * Generates the whole demo set (pure, no database). `timeZone` is the service's: the
 * editions' dates are days there.
 */
export function generateDemoData(seed: number, now: Date, timeZone: string) {
  const admins = generateAdmins(now);
  const plans = generatePlans(now);
  const drawnReaders = generateReaders({ seed, count: DEMO_READER_COUNT, now });
  const subscriptions = generateSubscriptions({ seed, now, readers: drawnReaders, plans });
  const editions = generateEditions({ seed, now, timeZone });
  const { visits, lastSignIns } = generateReading({ seed, now, readers: drawnReaders, subscriptions, editions });
  // Their last_login is the last sign-in of their visits.
  const readers = withLastSignIns(drawnReaders, lastSignIns);
  const audit = generateAuditTrail({ seed, now, admins, readers, plans });
  const activities = [
    ...generateActivities({ seed, now, readers, subscriptions, plans, visits, editions }),
    ...audit.activities,
  ];
  return {
    admins,
    plans,
    readers,
    subscriptions,
    activities,
    auditEvents: audit.events,
    editions,
    pageViews: pageViewsOf(visits),
  };
}

export type DemoData = ReturnType<typeof generateDemoData>;

/**
 * Fills the database with the demo set in one transaction, unless it is already
 * there; with `reset`, first deletes the demo rows a previous run left.
 */
export async function seedDemo(db: Db, { seed, now, reset, timeZone }: SeedOptions): Promise<SeedResult> {
  const generateStart = performance.now();
  const data = generateDemoData(seed, now, timeZone);
  // Hashed once and shared: argon2 is slow on purpose, and every demo admin has the same password.
  const passwordHash = await hashPassword(DEMO_ADMIN_PASSWORD);
  const generateMs = performance.now() - generateStart;
  const marker = data.admins.find((admin) => admin.phone === DEMO_MARKER_PHONE);
  if (!marker) throw new Error('The demo admins lack the marker phone');

  const insertStart = performance.now();
  return db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    let deleted: DeletedCounts | null = null;
    if (reset) {
      deleted = await deleteDemoRows(tx, {
        adminPhones: data.admins.map((admin) => admin.phone),
        readerPhones: data.readers.map((reader) => reader.phone),
        planTitles: data.plans.map((plan) => plan.title),
      });
    } else if (await hasDemoMarker(tx, marker.phone, marker.email)) {
      return { status: 'present', admins: data.admins };
    }

    const adminIds = await insertAdmins(tx, data.admins, passwordHash);
    const readerIds = await insertReaders(tx, data.readers);
    const plans = await insertPlans(tx, data.plans);
    const subscriptions = await insertSubscriptions(tx, data.subscriptions, readerIds, plans.ids);
    const activities = await insertActivities(tx, data.activities, readerIds);
    const auditEvents = await insertAuditEvents(tx, data.auditEvents, {
      accounts: new Map([...adminIds, ...readerIds]),
      plans: plans.ids,
    });
    const inserted = {
      readers: readerIds.size,
      admins: adminIds.size,
      plans: plans.inserted,
      subscriptions,
      activities,
      signIns: data.activities.filter((a) => a.activityType === 'login' && readerIds.has(a.userPhone)).length,
      auditEvents,
    };
    const totals = await countRows(tx);
    return {
      status: 'seeded',
      admins: data.admins,
      deleted,
      inserted,
      totals,
      generateMs,
      insertMs: performance.now() - insertStart,
      data,
      readerIds,
    };
  });
}
