import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { E164_PATTERN } from '@epaper/shared/limits';
import { ExplainedError } from '../lib/explained-error.ts';

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every setting the server reads, with its default. README.md has the same table. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(10),
  ADMIN_PHONE: z.string().regex(E164_PATTERN, 'must be a phone number in E.164 form, e.g. +919876543210').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').max(128).optional(),
  ADMIN_NAME: z.string().min(1).max(150).default('Super Admin'),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as INR')
    .default('INR'),
  TZ: z.string().refine(isValidTimeZone, 'must be an IANA time zone such as Asia/Kolkata').default('Asia/Kolkata'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // By default a proxy on this machine (nginx in front of `npm start`) is believed about
  // the client's address, so sign-in limits and activity logs see the real client rather
  // than 127.0.0.1; a client connecting directly cannot claim another address this way.
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:/]+))*)$/,
      'must be false, a hop count, or proxy addresses (or loopback, linklocal, uniquelocal)',
    )
    .default('loopback')
    .transform(parseTrustProxy),
  SECURE_COOKIES: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  PUBLIC_API_BASE_URL: z.string().min(1).default('/api'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be a URL such as smtp://user:password@mail.example.com:587' })
    .optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('E-Paper Admin <no-reply@localhost>'),
  DASHBOARD_URL: z.url({ protocol: /^https?$/, error: 'must be a URL such as https://admin.example.com' }).optional(),
  // Published in every page the dashboard serves: a user name or password in it would be too.
  SUPPORT_URL: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://help.example.com' })
    // Runs after a failed URL check too (zod goes on): that one has said what is wrong.
    .refine((url) => !URL.canParse(url) || new URL(url).username + new URL(url).password === '', {
      error: 'must not hold a user name or password: every admin sees it',
    })
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  JOBS: z.enum(['inline', 'external'], { error: 'must be inline or external' }).default('inline'),
  UPLOAD_MAX_MB: z.coerce.number({ error: 'must be a number' }).int().min(1).max(4096).default(250),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9/_-]*$/, 'must be lower-case letters, digits, -, _ and /')
    .optional(),
  PDF_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).optional(),
  PDF_PAGE_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  PDF_MEMORY_LIMIT_MB: z.coerce.number({ error: 'must be a number' }).int().min(128).max(16384).default(512),
  READINESS_MIN_PPI: z.coerce.number({ error: 'must be a number' }).int().min(1).max(2400).default(50),
  JOBS_MONITOR_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3600).default(60),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number' }).int().min(1).max(3650).default(7),
});

/** Where e-paper files are kept: a folder, or an S3-compatible bucket. */
export type FileStoreSettings =
  | { kind: 'disk'; rootDir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      prefix: string | undefined;
    };

/** The server's validated settings. */
export type Settings = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  admin: { phone: string | undefined; password: string | undefined; name: string; email: string | undefined };
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  currency: string;
  timeZone: string;
  logLevel: string;
  /** Fastify's trustProxy: false, a number of proxy hops, or the proxies' addresses/CIDRs/ranges by name. */
  trustProxy: boolean | number | string[];
  /**
   * Cookies are marked Secure whatever the request's protocol: for HTTPS ended by a proxy
   * the server does not trust with X-Forwarded-Proto. Otherwise they are Secure on requests
   * that came over HTTPS (directly, or as a trusted proxy forwards).
   */
  secureCookies: boolean;
  publicApiBaseUrl: string;
  /** Where an admin gets help (the user menu's Support link); no such entry when unset. */
  supportUrl: string | undefined;
  /**
   * Notifications by email: through this mail server (SMTP_URL, a secret: never logged), or
   * to the log when unset; from EMAIL_FROM; links to the dashboard at DASHBOARD_URL, if set.
   */
  email: { smtpUrl: string | undefined; from: string; dashboardUrl: string | undefined };
  /** Where the built dashboard lives; served when the folder exists. */
  webDistDir: string;
  /** `inline`: this process runs the background jobs; `external`: `worker` processes do, this one only queues. */
  jobs: 'inline' | 'external';
  /** Largest PDF an upload may carry, in bytes (checked while it streams). */
  uploadMaxBytes: number;
  fileStore: FileStoreSettings;
  /** PDF rendering: threads, and the limits that stop one page from hanging or exhausting the process. */
  pdf: { threads: number; pageTimeoutMs: number; memoryLimitMb: number };
  /** The checks before publishing: images below this many pixels per inch are a finding. */
  readiness: { minPpi: number };
  /** How often a worker looks for jobs whose process died (expired, or silent past their heartbeat). */
  jobsMonitorIntervalSeconds: number;
  /** Where the person ran npm (npm runs workspace scripts inside the workspace): relative paths they give start here. */
  invocationDir: string;
  /** Daily backups: the folder they are written to (none when unset) and how many are kept. */
  backup: { dir: string | undefined; keep: number };
};

/**
 * "true" is read as one hop: trusting every hop would let a client pick its own address
 * with X-Forwarded-For and walk around the per-address sign-in limit.
 */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** Thrown at start when a setting is missing or malformed; its message names each bad setting. */
export class SettingsError extends ExplainedError {}

/** Reads and validates the environment. The only place that reads process.env. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  // An empty variable means "unset", as a .env line `ADMIN_PHONE=` would suggest.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  if (s.JOBS === 'external' && !s.DATABASE_URL) {
    throw new SettingsError(
      'Invalid settings:\n  JOBS: external needs DATABASE_URL: worker processes cannot reach the embedded database',
    );
  }
  const invocationDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(invocationDir, s.DATA_DIR);
  return {
    env: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the person ran npm.
    dataDir,
    databaseUrl: s.DATABASE_URL,
    databasePoolSize: s.DATABASE_POOL_SIZE,
    admin: { phone: s.ADMIN_PHONE, password: s.ADMIN_PASSWORD, name: s.ADMIN_NAME, email: s.ADMIN_EMAIL },
    tokenSecret: s.TOKEN_SECRET,
    accessTokenTtlSeconds: s.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: s.REFRESH_TOKEN_TTL_DAYS,
    currency: s.CURRENCY,
    timeZone: s.TZ,
    logLevel: s.LOG_LEVEL,
    trustProxy: s.TRUST_PROXY,
    secureCookies: s.SECURE_COOKIES === 'true',
    publicApiBaseUrl: s.PUBLIC_API_BASE_URL,
    supportUrl: s.SUPPORT_URL,
    email: { smtpUrl: s.SMTP_URL, from: s.EMAIL_FROM, dashboardUrl: s.DASHBOARD_URL?.replace(/\/+$/, '') },
    webDistDir: path.resolve(s.WEB_DIST_DIR ?? defaultWebDistDir()),
    jobs: s.JOBS,
    uploadMaxBytes: s.UPLOAD_MAX_MB * 1024 * 1024,
    fileStore: fileStoreSettings(s, dataDir),
    pdf: {
      // MuPDF draws; the photographs, most of the work, are decoded on libuv's threads
      // meanwhile (lib/pdf/pdf-encode.ts), so half the cores keep every core busy.
      threads: s.PDF_THREADS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
      pageTimeoutMs: s.PDF_PAGE_TIMEOUT_SECONDS * 1000,
      memoryLimitMb: s.PDF_MEMORY_LIMIT_MB,
    },
    readiness: { minPpi: s.READINESS_MIN_PPI },
    jobsMonitorIntervalSeconds: s.JOBS_MONITOR_INTERVAL_SECONDS,
    invocationDir,
    backup: {
      dir: s.BACKUP_DIR === undefined ? undefined : path.resolve(invocationDir, s.BACKUP_DIR),
      keep: s.BACKUP_KEEP,
    },
  };
}

/** A bucket when S3_BUCKET is set (with its credentials), else the `files` folder under DATA_DIR. */
function fileStoreSettings(s: z.output<typeof settingsSchema>, dataDir: string): FileStoreSettings {
  if (!s.S3_BUCKET) return { kind: 'disk', rootDir: path.join(dataDir, 'files') };
  if (!s.S3_ACCESS_KEY_ID || !s.S3_SECRET_ACCESS_KEY) {
    throw new SettingsError('Invalid settings:\n  S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    kind: 's3',
    bucket: s.S3_BUCKET,
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    accessKeyId: s.S3_ACCESS_KEY_ID,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    // Most S3-compatible servers (MinIO, a test server) address buckets by path; AWS by host.
    forcePathStyle: s.S3_FORCE_PATH_STYLE ? s.S3_FORCE_PATH_STYLE === 'true' : s.S3_ENDPOINT !== undefined,
    prefix: s.S3_PREFIX,
  };
}

/** apps/web/dist, found from this file whether it runs from src/ or from the bundle in dist/. */
function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, here.endsWith(`${path.sep}dist`) ? '../../web/dist' : '../../../web/dist');
}
