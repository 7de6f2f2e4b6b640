/** Runtime settings of the web app, read from `window.__APP_CONFIG__` (set by /config.js). */
export type AppConfig = {
  /** Base URL of the API, without a trailing slash, e.g. `/api` or `https://api.example.com/api`. */
  apiBaseUrl: string;
  /** ISO 4217 code of the service's one currency, e.g. `INR`. */
  currency: string;
  /** The largest PDF the server takes, in MB (its UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** The service's IANA time zone (its TZ), e.g. `Asia/Kolkata`: schedules are written and shown in it. */
  timeZone: string;
  /** Where admins get help (the server's SUPPORT_URL), an http(s) address; null when there is none. */
  supportUrl: string | null;
};

const DEFAULT_API_BASE_URL = '/api';
const DEFAULT_CURRENCY = 'INR';
/** The server's own default UPLOAD_MAX_MB, for a page without the settings script (a unit test). */
const DEFAULT_UPLOAD_MAX_MB = 250;
/** The server's own default TZ, for a page without the settings script. */
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
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
  const raw = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const base = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.trim().replace(/\/+$/, '') : '';
  const currency =
    typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : DEFAULT_CURRENCY;
  const uploadMaxMb =
    typeof raw.uploadMaxMb === 'number' && Number.isInteger(raw.uploadMaxMb) && raw.uploadMaxMb > 0
      ? raw.uploadMaxMb
      : DEFAULT_UPLOAD_MAX_MB;
  const timeZone = isTimeZone(raw.timeZone) ? raw.timeZone : DEFAULT_TIME_ZONE;
  return {
    apiBaseUrl: base === '' ? DEFAULT_API_BASE_URL : base,
    currency,
    uploadMaxMb,
    timeZone,
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
  return readAppConfig().timeZone;
}

/** Where admins get help, as the server configured it; null when it has no such address. */
export function getSupportUrl(): string | null {
  return readAppConfig().supportUrl;
}
