import { DAY_MS, HOUR_MS, MINUTE_MS, dayToInstant, dayToIsoDate, latest, toDayNumber } from './dates.ts';
import {
  DIGITAL_PLUS_PLAN_TITLE,
  HALF_YEARLY_PLAN_TITLE,
  TRIAL_PLAN_TITLE,
  WITHDRAWN_PLAN_DAYS_AGO,
  type DemoPlan,
} from './plans.generator.ts';
import { createRandom, type Random } from './random.ts';
import type { DemoReader } from './users.generator.ts';

export type SubscriptionStatus = 'active' | 'expired' | 'cancelled';
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

/** A subscription; the reader and plan are named by phone and title because ids exist only after insert. */
export type DemoSubscription = {
  userPhone: string;
  planTitle: string;
  startDate: string;
  endDate: string;
  status: SubscriptionStatus;
  amountPaid: string;
  paymentMethod: PaymentMethod;
  paymentReference: string;
  autoRenewal: boolean;
  createdAt: Date;
  /** Not stored: lets the activity log say "renewed" rather than "subscribed". */
  isRenewal: boolean;
  /** When it was cancelled (stored as `cancelled_at`); null unless cancelled. */
  cancelledAt: Date | null;
};

export type SubscriptionOptions = {
  seed: number;
  now: Date;
  readers: readonly DemoReader[];
  plans: readonly DemoPlan[];
};

const PAYMENT_METHODS = [
  ['upi', 55],
  ['card', 25],
  ['netbanking', 12],
  ['wallet', 8],
] as const;

const PAID_PLAN_WEIGHTS: Record<string, number> = {
  'Monthly Digital': 45,
  'Quarterly Digital': 20,
  [HALF_YEARLY_PLAN_TITLE]: 12,
  'Annual Digital': 18,
  [DIGITAL_PLUS_PLAN_TITLE]: 5,
};

const REFERENCE_ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];

/** A payment gateway id in the familiar `pay_` + 14 characters form. */
function drawReference(random: Random): string {
  let reference = 'pay_';
  for (let i = 0; i < 14; i += 1) reference += random.pick(REFERENCE_ALPHABET);
  return reference;
}

function findPlan(plans: readonly DemoPlan[], title: string): DemoPlan {
  const plan = plans.find((p) => p.title === title);
  if (!plan) throw new Error(`Demo plan "${title}" is missing`);
  return plan;
}

function drawPaidPlan(random: Random, plans: readonly DemoPlan[], startDay: number, today: number): DemoPlan {
  // The withdrawn half-yearly plan could only be bought before it was withdrawn.
  const isWithdrawn = startDay > today - WITHDRAWN_PLAN_DAYS_AGO;
  const choices = plans
    .filter((plan) => plan.title in PAID_PLAN_WEIGHTS && !(isWithdrawn && plan.title === HALF_YEARLY_PLAN_TITLE))
    .map((plan) => [plan, PAID_PLAN_WEIGHTS[plan.title] ?? 0] as const);
  return random.weighted(choices);
}

/**
 * When the payment went through on `day`: a few hours into it (08:30–22:30 in India,
 * the same calendar day in UTC and IST), or, on the day of `until` (now, or the
 * reader's suspension), some time before it.
 */
function drawCreatedAt(random: Random, day: number, until: Date): Date {
  if (day === toDayNumber(until)) {
    const elapsed = until.getTime() - day * DAY_MS;
    return dayToInstant(day, Math.floor(elapsed * random.next()));
  }
  return dayToInstant(day, random.int(3, 16) * HOUR_MS + random.int(0, 59) * MINUTE_MS);
}

/**
 * One reader's history: an optional trial, then renewals, switches, lapses and returns, at
 * most one running now. A suspended reader's history stops at the suspension, which
 * cancels the subscription running then.
 */
function generateHistory(
  random: Random,
  reader: DemoReader,
  plans: readonly DemoPlan[],
  now: Date,
  suspension: Date | null,
): DemoSubscription[] {
  const today = toDayNumber(now);
  const stopAt = suspension ?? now;
  const stopDay = toDayNumber(stopAt);
  const method = random.weighted(PAYMENT_METHODS);
  const history: DemoSubscription[] = [];
  let startDay = toDayNumber(reader.dateJoined) + random.int(1, 21);
  let plan = random.chance(0.35) ? findPlan(plans, TRIAL_PLAN_TITLE) : drawPaidPlan(random, plans, startDay, today);
  let isRenewal = false;

  while (startDay <= stopDay && history.length < 24) {
    const endDay = startDay + plan.durationDays;
    const createdAt = drawCreatedAt(random, startDay, stopAt);
    const isRunning = endDay >= stopDay;
    // One in ten is cancelled at some moment of its term: one whose moment is still
    // ahead is running now (so cancellations are spread like the subscriptions, not
    // crowded into the last days). A suspended reader's running one went with the account.
    const term = Math.max(0, dayToInstant(endDay).getTime() - createdAt.getTime());
    const cancelMoment = random.chance(0.1) ? createdAt.getTime() + Math.floor(term * random.next()) : null;
    const cancelledAt =
      cancelMoment !== null && cancelMoment <= stopAt.getTime()
        ? new Date(cancelMoment)
        : isRunning && suspension !== null
          ? latest(stopAt, createdAt)
          : null;
    const isCancelled = cancelledAt !== null;
    const status: SubscriptionStatus = isCancelled ? 'cancelled' : isRunning ? 'active' : 'expired';
    const isTrial = plan.title === TRIAL_PLAN_TITLE;
    const autoRenewal = !isCancelled && random.chance(isTrial ? 0.3 : 0.55);
    history.push({
      userPhone: reader.phone,
      planTitle: plan.title,
      startDate: dayToIsoDate(startDay),
      endDate: dayToIsoDate(endDay),
      status,
      amountPaid: plan.price,
      // Readers mostly keep the method they first paid with.
      paymentMethod: random.chance(0.85) ? method : random.weighted(PAYMENT_METHODS),
      paymentReference: drawReference(random),
      autoRenewal,
      createdAt,
      isRenewal,
      cancelledAt,
    });
    if (isRunning) break;

    // What the reader did when this one ended.
    const continues = isTrial ? random.chance(0.55) : autoRenewal ? random.chance(0.9) : random.chance(0.45);
    if (continues && !isCancelled) {
      startDay = endDay + (autoRenewal ? 0 : random.int(0, 7));
      if (!autoRenewal || isTrial) plan = drawPaidPlan(random, plans, startDay, today);
      isRenewal = !isTrial;
    } else if (random.chance(0.3)) {
      startDay = endDay + random.int(15, 120); // lapsed, came back later
      plan = drawPaidPlan(random, plans, startDay, today);
      isRenewal = false;
    } else {
      break;
    }
  }
  return history;
}

/**
 * Subscriptions for ~40% of readers, all of them readers who have signed in (an
 * unverified reader never could, so never paid), sorted by payment time so ids follow it.
 */
export function generateSubscriptions({ seed, now, readers, plans }: SubscriptionOptions): DemoSubscription[] {
  const random = createRandom(seed, 'subscriptions');
  const all: DemoSubscription[] = [];
  for (const reader of readers) {
    if (!reader.lastLogin || !random.chance(0.65)) continue;
    all.push(...generateHistory(random, reader, plans, now, reader.suspendedAt));
  }
  return all.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
