import { JOIN_WINDOW_DAYS } from './demo-config.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';
import { NAME_REGIONS, type NameRegion } from './indian-names.ts';
import { BUILDINGS, CITIES, STREETS, type City } from './indian-places.ts';
import { createRandom, type Random } from './random.ts';

/** A reader (end user) as inserted into `users`; is_admin false, role user, no password. */
export type DemoReader = {
  name: string;
  email: string | null;
  phone: string;
  address: string;
  isActive: boolean;
  isVerified: boolean;
  dateJoined: Date;
  updatedAt: Date;
  lastLogin: Date | null;
  /**
   * Not stored: when an administrator suspended an inactive reader (null for an active
   * one). The audit trail, the subscriptions and the reading all stop there.
   */
  suspendedAt: Date | null;
};

export type ReaderOptions = { seed: number; count: number; now: Date };

// Reserved (RFC 2606) look-alikes of the providers Indian readers use: realistic
// in a table, and no mail can ever reach a real person.
const EMAIL_DOMAINS = [
  ['gmail.example', 60],
  ['yahoo.example', 12],
  ['outlook.example', 10],
  ['rediffmail.example', 8],
  ['hotmail.example', 5],
  ['icloud.example', 5],
] as const;

// The first-run super admin (+919000000000) and the demo admins (+9191000000NN)
// live in these blocks; readers never do, so no demo insert collides with them.
const RESERVED_PHONE_PREFIXES = ['9000000', '9100000'];

/** Lower-case ASCII letters only: "D'Souza" → "dsouza", "Ravi Teja" → "raviteja". */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function drawPhone(random: Random, taken: Set<string>): string {
  for (;;) {
    let digits = String(random.int(6, 9));
    for (let i = 0; i < 9; i += 1) digits += String(random.int(0, 9));
    if (RESERVED_PHONE_PREFIXES.some((prefix) => digits.startsWith(prefix))) continue;
    const phone = `+91${digits}`;
    if (taken.has(phone)) continue;
    taken.add(phone);
    return phone;
  }
}

function drawEmail(random: Random, first: string, last: string, taken: Set<string>): string {
  const f = slug(first);
  const l = slug(last);
  const local = random.weighted<string>([
    [`${f}.${l}`, 30],
    [`${f}${l}`, 15],
    [`${f}.${l}${random.int(1, 99)}`, 15],
    [`${f.charAt(0)}${l}`, 10],
    [`${f}_${l}${random.int(80, 99)}`, 10],
    [`${l}.${f}`, 10],
    [`${f}${random.int(100, 9999)}`, 10],
  ]);
  const domain = random.weighted(EMAIL_DOMAINS);
  // A clash gets a number, as the provider would have asked the reader to add one.
  let email = `${local}@${domain}`;
  for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
  taken.add(email);
  return email;
}

function drawCity(random: Random, region: NameRegion): City {
  const home = CITIES.filter((city) => city.regions.includes(region.key));
  // Most readers live in their own region; a quarter moved for work or study.
  return home.length > 0 && random.chance(0.75) ? random.pick(home) : random.pick(CITIES);
}

function drawAddress(random: Random, city: City): string {
  if (random.chance(0.1)) return ''; // never filled in
  const house = random.chance(0.55)
    ? `Flat ${random.int(1, 14)}0${random.int(1, 8)}, ${random.pick(BUILDINGS)}`
    : `House No. ${random.int(1, 250)}`;
  const pin = `${city.pinPrefix}${String(random.int(1, 99)).padStart(3, '0')}`;
  return `${house}, ${random.pick(STREETS)}, ${random.pick(city.localities)}, ${city.name}, ${city.state} ${pin}`;
}

/**
 * Active readers were last seen within this many days, most of them recently (the reading
 * generator makes their real last sign-in out of it).
 */
const LAST_SIGN_IN_DAYS = 180;

/** Sign-up time: a steady base plus linear growth, so recent months hold the most readers. */
function drawJoined(random: Random, now: Date): Date {
  const u = random.next();
  const age = (1 - (random.chance(0.25) ? u : Math.sqrt(u))) * JOIN_WINDOW_DAYS * DAY_MS;
  return new Date(now.getTime() - Math.floor(age));
}

/**
 * When an inactive reader was suspended: between joining and now, mostly early on (a
 * fake sign-up, a disputed payment), so suspensions follow the readers who join rather
 * than crowd into the last days.
 */
function drawSuspension(random: Random, joined: Date, now: Date): Date {
  return new Date(joined.getTime() + Math.floor((now.getTime() - joined.getTime()) * random.next() ** 2));
}

function drawLastLogin(
  random: Random,
  joined: Date,
  now: Date,
  suspendedAt: Date | null,
  isVerified: boolean,
): Date | null {
  // Readers sign in with an OTP, so one who never verified the phone never signed in.
  if (!isVerified || random.chance(0.12)) return null;
  const span = now.getTime() - joined.getTime();
  // A suspended account signs in no more: its last sign-in came at least an hour before.
  if (suspendedAt) {
    const before = Math.max(0, suspendedAt.getTime() - HOUR_MS - joined.getTime());
    return new Date(joined.getTime() + Math.floor(before * random.next()));
  }
  // Active readers mostly came back recently; a squared draw leans towards now.
  const sinceLast = Math.min(span, LAST_SIGN_IN_DAYS * DAY_MS) * random.next() ** 2;
  return new Date(now.getTime() - Math.floor(sinceLast));
}

/**
 * ~count readers with unique phones and emails. Names, phones and emails come
 * from their own stream, independent of `now`, so the same seed always yields
 * the same phones: `--reset` finds the demo readers by them.
 */
export function generateReaders({ seed, count, now }: ReaderOptions): DemoReader[] {
  const identity = createRandom(seed, 'readers:identity');
  const details = createRandom(seed, 'readers:details');
  const phones = new Set<string>();
  const emails = new Set<string>();
  const regions = NAME_REGIONS.map((region) => [region, region.weight] as const);
  const readers: DemoReader[] = [];

  for (let i = 0; i < count; i += 1) {
    const region = identity.weighted(regions);
    const first = identity.pick(region.firstNames);
    const last = identity.pick(region.lastNames);
    const phone = drawPhone(identity, phones);
    const email = identity.chance(0.85) ? drawEmail(identity, first, last, emails) : null;

    const isActive = details.chance(0.85);
    const isVerified = details.chance(0.7);
    const dateJoined = drawJoined(details, now);
    const suspendedAt = isActive ? null : drawSuspension(details, dateJoined, now);
    const lastLogin = drawLastLogin(details, dateJoined, now, suspendedAt, isVerified);
    const edited = details.chance(0.35);
    const updatedAt = edited
      ? new Date(dateJoined.getTime() + Math.floor((now.getTime() - dateJoined.getTime()) * details.next()))
      : dateJoined;
    const address = drawAddress(details, drawCity(details, region));

    readers.push({
      name: `${first} ${last}`,
      email,
      phone,
      address,
      isActive,
      isVerified,
      dateJoined,
      updatedAt,
      lastLogin,
      suspendedAt,
    });
  }
  // In sign-up order, so user ids grow with date_joined as they would in production.
  return readers.sort((a, b) => a.dateJoined.getTime() - b.dateJoined.getTime());
}
