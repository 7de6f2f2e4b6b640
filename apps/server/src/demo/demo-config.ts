// The knobs of the demo data in one place, so the summary, the reset and the
// generators agree on them.

/** Same seed, same clock → same data. Change it to get a different but equally believable set. */
export const DEMO_SEED = 20_250_401;

export const DEMO_READER_COUNT = 30_000;

/** Every demo admin signs in with this password; it is printed in the summary. */
export const DEMO_ADMIN_PASSWORD = 'Demo@12345';

/** Demo admin phones are +9191000000NN: easy to type, and away from the first-run default +919000000000. */
export const DEMO_ADMIN_PHONE_PREFIX = '+9191000000';

/** The demo super admin's phone: present means the demo data is already in. */
export const DEMO_MARKER_PHONE = `${DEMO_ADMIN_PHONE_PREFIX}01`;

/** Admin emails live under a reserved (RFC 2606) domain that never delivers mail. */
export const DEMO_ADMIN_EMAIL_DOMAIN = 'epaper.example';

/** Rows per INSERT: 500 users × 14 columns stays far below Postgres's 65,535 parameters. */
export const INSERT_BATCH_SIZE = 500;

/**
 * Rows per INSERT of the narrow event tables (activities, page views), sent as one array
 * per column: a few parameters whatever the batch, and each batch is one statement, so
 * the roll-up triggers run once per batch.
 */
export const EVENT_BATCH_SIZE = 5_000;

/**
 * How far back activities, sign-ins and page views reach: six months of history for the
 * Dashboard (whose widest range is 90 days) and the reports.
 */
export const ACTIVITY_WINDOW_DAYS = 180;

/** Days of daily editions, today's included: a little over the window, so its first morning has a paper. */
export const EDITION_DAYS = 182;

/** How far back readers joined. */
export const JOIN_WINDOW_DAYS = 548;
