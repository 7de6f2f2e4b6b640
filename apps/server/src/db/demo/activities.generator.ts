import { ACTIVITY_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, MINUTE_MS } from './dates.ts';
import { drawIpv4 } from './ip-addresses.ts';
import type { DemoPlan } from './plans.generator.ts';
import { createRandom, type Random } from './random.ts';
import type { DemoSubscription, PaymentMethod } from './subscriptions.generator.ts';
import type { DemoReader } from './users.generator.ts';

export type ActivityType = 'login' | 'logout' | 'subscription' | 'others';

/** A row of `user_activities`; the reader is named by phone because ids exist only after insert. */
export type DemoActivity = {
  userPhone: string;
  activityType: ActivityType;
  description: string;
  ipAddress: string;
  createdAt: Date;
};

export type ActivityOptions = {
  seed: number;
  now: Date;
  readers: readonly DemoReader[];
  subscriptions: readonly DemoSubscription[];
  plans: readonly DemoPlan[];
};

const DEVICES = [
  ['the Android app', 55],
  ['the web (Chrome)', 25],
  ['the iOS app', 12],
  ['the web (Safari)', 5],
  ['the web (Firefox)', 3],
] as const;

/** How many pages a reader opens per visit, and how often. */
const READS_PER_VISIT = [
  [0, 35],
  [1, 45],
  [2, 15],
  [3, 5],
] as const;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'card',
  netbanking: 'net banking',
  wallet: 'wallet',
};

// Descriptions are stored text: written once in India's format, as a log line would be.
const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const editionDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function describeReading(random: Random, at: Date): string {
  // Mostly today's paper, sometimes one from the archive.
  const daysBack = random.chance(0.7) ? 0 : random.chance(0.5) ? 1 : random.int(2, 7);
  const edition = editionDate.format(new Date(at.getTime() - daysBack * DAY_MS));
  return random.weighted([
    [`Read the e-paper of ${edition}, page ${random.int(1, 24)}`, 60],
    [`Opened the e-paper of ${edition}`, 25],
    [`Downloaded page ${random.int(1, 24)} of the ${edition} edition`, 10],
    [`Shared a clipping from the ${edition} edition`, 5],
  ]);
}

function describeSubscription(subscription: DemoSubscription, plan: DemoPlan | undefined): string {
  const price = money.format(Number(subscription.amountPaid));
  const method = METHOD_LABELS[subscription.paymentMethod];
  if (plan && Number(plan.price) === 0) return `Started the ${subscription.planTitle}`;
  if (subscription.isRenewal) return `Renewed ${subscription.planTitle} for ${price} via ${method}`;
  return `Subscribed to ${subscription.planTitle} for ${price} via ${method}`;
}

/** One reader's sign-ins within the window, the last at their recorded last_login. */
function drawSessionStarts(random: Random, reader: DemoReader, windowStart: number): number[] {
  if (!reader.lastLogin || reader.lastLogin.getTime() < windowStart) return [];
  const last = reader.lastLogin.getTime();
  const from = Math.max(windowStart, reader.dateJoined.getTime());
  // Few readers are daily; a cubed draw gives a long tail of heavy readers.
  const count = 1 + Math.floor(random.next() ** 3 * 8);
  const starts = [last];
  for (let i = 1; i < count; i += 1) starts.push(from + Math.floor((last - from) * random.next()));
  return starts;
}

function readerActivities(random: Random, reader: DemoReader, now: Date, windowStart: number): DemoActivity[] {
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
  add('others', `Registered on ${device}`, joined, signUpIp);
  if (reader.isVerified) {
    add('others', 'Verified mobile number with OTP', joined + random.int(1, 5) * MINUTE_MS, signUpIp);
  }
  if (reader.updatedAt.getTime() > joined) add('others', 'Updated profile details', reader.updatedAt.getTime());

  for (const start of drawSessionStarts(random, reader, windowStart)) {
    const ip = random.pick(ips);
    add('login', `Signed in with OTP on ${device}`, start, ip);
    let at = start;
    for (let n = random.weighted(READS_PER_VISIT); n > 0; n -= 1) {
      at += random.int(1, 20) * MINUTE_MS;
      add('others', describeReading(random, new Date(at)), at, ip);
    }
    // Most readers just close the app; some sign out.
    if (random.chance(0.45)) add('logout', `Signed out on ${device}`, at + random.int(2, 30) * MINUTE_MS, ip);
  }
  return rows;
}

/**
 * ~20k activities over the last 90 days: sign-ins (ending at each reader's
 * last_login), reading, sign-outs, and one entry per payment or cancellation.
 * Sorted by time so ids follow it.
 */
export function generateActivities({ seed, now, readers, subscriptions, plans }: ActivityOptions): DemoActivity[] {
  const random = createRandom(seed, 'activities');
  const windowStart = now.getTime() - ACTIVITY_WINDOW_DAYS * DAY_MS;
  const rows: DemoActivity[] = [];
  const ipsByPhone = new Map<string, string>();

  for (const reader of readers) {
    const own = readerActivities(random, reader, now, windowStart);
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
