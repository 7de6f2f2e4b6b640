/** Runtime settings of the web app, read from `window.__APP_CONFIG__` (set by /config.js). */
export type AppConfig = {
  /** Base URL of the API, without a trailing slash, e.g. `/api` or `https://api.example.com/api`. */
  apiBaseUrl: string;
  /** ISO 4217 code of the service's one currency, e.g. `INR`. */
  currency: string;
  /** The largest PDF the server takes, in MB (its UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** The service's time zone (its TZ) as written, unchecked: read it with getServiceTimeZone. */
  timeZoneSetting: unknown;
  /** Where admins get help (the server's SUPPORT_URL), an http(s) address; null when there is none. */
  supportUrl: string | null;
};

const DEFAULT_API_BASE_URL = '/api';
const DEFAULT_CURRENCY = 'INR';
/** The server's own default UPLOAD_MAX_MB, for a page without the settings script (a unit test). */
const DEFAULT_UPLOAD_MAX_MB = 250;
/** The server's own default TZ, for a page without the settings script. */
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

// Checking a zone builds the page's first zoned Intl.DateTimeFormat, which loads the time
// zone data: the costliest step of a signed-in start when every API call did it (measured with
// `bench:lighthouse`: bench/README.md and its history). So a zone is checked once, and only by the screens that show service times.
const checkedTimeZones = new Map<string, boolean>();

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  let known = checkedTimeZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    checkedTimeZones.set(value, known);
  }
  return known;
}

/** An absolute http(s) address, or null: the menu never links to another kind of URL. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The one place that reads runtime settings. The server answers /config.js, so one build
 * can be pointed at any API host; a missing or malformed value falls back to the default.
 */
export function readAppConfig(
  source: unknown = (globalThis as { __APP_CONFIG__?: unknown }).__APP_CONFIG__,
): AppConfig {
  // Read once per settings object, as every API call asks; a test or a late script that
  // sets new settings is read anew.
  if (lastRead && lastRead.source === source) return lastRead.config;
  const config = parseAppConfig(source);
  lastRead = { source, config };
  return config;
}

let lastRead: { source: unknown; config: AppConfig } | undefined;

function parseAppConfig(source: unknown): AppConfig {
  const raw = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const base = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim().replace(/\/+$/, '') : '';
  const currency =
    typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : DEFAULT_CURRENCY;
  const uploadMaxMb =
    typeof raw.uploadMaxMb === 'number' && Number.isInteger(raw.uploadMaxMb) && raw.uploadMaxMb > 0
      ? raw.uploadMaxMb
      : DEFAULT_UPLOAD_MAX_MB;
  return {
    apiBaseUrl: base === '' ? DEFAULT_API_BASE_URL : base,
    currency,
    uploadMaxMb,
    timeZoneSetting: raw.timeZone,
    supportUrl: webAddress(raw.supportUrl),
  };
}

/** The service's currency, as the server configured it. */
export function getCurrency(): string {
  return readAppConfig().currency;
}

/** The API base URL; read on each call so a test or a late config script is honoured. */
export function getApiBaseUrl(): string {
  return readAppConfig().apiBaseUrl;
}

/** The largest PDF an upload may be, in MB, as the server configured it. */
export function getUploadMaxMb(): number {
  return readAppConfig().uploadMaxMb;
}

/** The service's time zone, as the server configured it. */
export function getServiceTimeZone(): string {
  const { timeZoneSetting } = readAppConfig();
  return isTimeZone(timeZoneSetting) ? timeZoneSetting : DEFAULT_TIME_ZONE;
}

/** Where admins get help, as the server configured it; null when it has no such address. */
export function getSupportUrl(): string | null {
  return readAppConfig().supportUrl;
}
