import type { ActivityType } from '@epaper/shared/users.contract';
import { paymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, MINUTE_MS } from './dates.ts';
import type { DemoEdition } from './editions.generator.ts';
import { drawIpv4 } from './ip-addresses.ts';
import type { DemoPlan } from './plans.generator.ts';
import { createRandom, type Random } from './random.ts';
import type { DemoPageView, DemoVisit } from './reading.generator.ts';
import type { DemoSubscription } from './subscriptions.generator.ts';
import type { DemoReader } from './users.generator.ts';

export type { ActivityType };

/** A row of `user_activities`; the reader is named by phone because ids exist only after insert. */
export type DemoActivity = {
  userPhone: string;
  activityType: ActivityType;
  description: string;
  ipAddress: string;
  createdAt: Date;
  /** The admin who did it, for an admin's change. */
  actorName?: string;
};

export type ActivityOptions = {
  seed: number;
  now: Date;
  readers: readonly DemoReader[];
  subscriptions: readonly DemoSubscription[];
  plans: readonly DemoPlan[];
  /** The readers' visits (reading.generator.ts): their sign-ins, pages and sign-outs. */
  visits: readonly DemoVisit[];
  editions: readonly DemoEdition[];
};

const DEVICES = [
  ['the Android app', 55],
  ['the web (Chrome)', 25],
  ['the iOS app', 12],
  ['the web (Safari)', 5],
  ['the web (Firefox)', 3],
] as const;

/** How many of a visit's pages the log describes after a sign-in, and how often. */
const READS_LOGGED = [
  [0, 35],
  [1, 45],
  [2, 15],
  [3, 5],
] as const;

// Descriptions are stored text: written once in India's format, as a log line would be.
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// An edition's date is a calendar day: formatted as one, whatever the machine's zone.
const editionDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function describeReading(random: Random, view: DemoPageView, editions: readonly DemoEdition[]): string {
  const published = editions[view.edition]?.publicationDate;
  const edition = published ? editionDate.format(new Date(`${published}T00:00:00Z`)) : 'today';
  const page = view.pageNumber;
  return random.weighted([
    [`Read the e-paper of ${edition}, page ${page}`, 60],
    ...(page === 1 ? ([[`Opened the e-paper of ${edition}`, 25]] as const) : []),
    [`Downloaded page ${page} of the ${edition} edition`, 10],
    [`Shared a clipping from the ${edition} edition`, 5],
  ]);
}

function describeSubscription(subscription: DemoSubscription, plan: DemoPlan | undefined): string {
  const price = money.format(Number(subscription.amountPaid));
  // The method as every screen and CSV writes it (UPI, Card, Net banking, Wallet).
  const method = paymentMethodLabel(subscription.paymentMethod);
  if (plan && Number(plan.price) === 0) return `Started the ${subscription.planTitle}`;
  if (subscription.isRenewal) return `Renewed ${subscription.planTitle} for ${price} via ${method}`;
  return `Subscribed to ${subscription.planTitle} for ${price} via ${method}`;
}

function readerActivities(
  random: Random,
  reader: DemoReader,
  visits: readonly DemoVisit[],
  editions: readonly DemoEdition[],
  now: Date,
  windowStart: number,
): DemoActivity[] {
  const ips = Array.from({ length: random.int(1, 3) }, () => drawIpv4(random));
  const device = random.weighted(DEVICES);
  const rows: DemoActivity[] = [];
  // One address per visit: a session does not hop between networks.
  const add = (activityType: ActivityType, description: string, at: number, ipAddress = random.pick(ips)) => {
    if (at > now.getTime() || at < windowStart) return;
    rows.push({
      userPhone: reader.phone,
      activityType,
      description,
      ipAddress,
      createdAt: new Date(at),
    });
  };

  const joined = reader.dateJoined.getTime();
  const signUpIp = random.pick(ips);
  add('registration', `Registered on ${device}`, joined, signUpIp);
  if (reader.isVerified) {
    add('registration', 'Verified mobile number with OTP', joined + random.int(1, 5) * MINUTE_MS, signUpIp);
  }
  if (reader.updatedAt.getTime() > joined) add('profile', 'Updated profile details', reader.updatedAt.getTime());

  for (const visit of visits) {
    const ip = random.pick(ips);
    if (visit.signIn) {
      add('login', `Signed in with OTP on ${device}`, visit.at.getTime(), ip);
      // The log describes the first pages read after a sign-in; page_views holds them all.
      for (const view of visit.views.slice(0, random.weighted(READS_LOGGED))) {
        add('reading', describeReading(random, view, editions), view.viewedAt.getTime(), ip);
      }
    }
    if (visit.signOutAt) add('logout', `Signed out on ${device}`, visit.signOutAt.getTime(), ip);
  }
  return rows;
}

/**
 * The activity log over the activity window: registrations, the sign-ins, reading and
 * sign-outs of the readers' visits (the last sign-in at each reader's last_login), and
 * one entry per payment or cancellation. Sorted by time so ids follow it.
 */
export function generateActivities({
  seed,
  now,
  readers,
  subscriptions,
  plans,
  visits,
  editions,
}: ActivityOptions): DemoActivity[] {
  const random = createRandom(seed, 'activities');
  const windowStart = now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS;
  const rows: DemoActivity[] = [];
  const ipsByPhone = new Map<string, string>();
  const visitsByPhone = new Map<string, DemoVisit[]>();
  for (const visit of visits) {
    const own = visitsByPhone.get(visit.userPhone);
    if (own) own.push(visit);
    else visitsByPhone.set(visit.userPhone, [visit]);
  }

  for (const reader of readers) {
    const own = readerActivities(random, reader, visitsByPhone.get(reader.phone) ?? [], editions, now, windowStart);
    rows.push(...own);
    const firstIp = own[0]?.ipAddress;
    if (firstIp) ipsByPhone.set(reader.phone, firstIp);
  }

  for (const subscription of subscriptions) {
    const ipAddress = ipsByPhone.get(subscription.userPhone) ?? drawIpv4(random);
    const plan = plans.find((p) => p.title === subscription.planTitle);
    const base = { userPhone: subscription.userPhone, ipAddress };
    if (subscription.createdAt.getTime() >= windowStart) {
      rows.push({
        ...base,
        activityType: 'subscription',
        description: describeSubscription(subscription, plan),
        createdAt: subscription.createdAt,
      });
    }
    const cancelledAt = subscription.cancelledAt;
    if (cancelledAt && cancelledAt.getTime() >= windowStart && cancelledAt.getTime() <= now.getTime()) {
      rows.push({
        ...base,
        activityType: 'subscription',
        description: `Cancelled ${subscription.planTitle}`,
        createdAt: cancelledAt,
      });
    }
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
