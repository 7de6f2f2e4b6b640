import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One run of the daily backup job: when, and the archive it wrote or why it failed. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The archive's file name in BACKUP_DIR (success only). */
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed, as logged (failure only). */
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt.desc().nullsFirst())],
);
