// A data folder as releases before the embedded PostgreSQL wrote it: PGlite (PostgreSQL 17
// in WebAssembly) in DATA_DIR/pgdata, migrated by the same migrations as today's schema,
// with a few rows of every kind. For the tests of the carry-over.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';

/** The rows written: a super admin (to sign in with), readers, a plan and a subscription, editions and page views. */
export async function writePgliteFolder(pgdata: string, admin: { phone: string; password: string }): Promise<void> {
  const db = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
  try {
    await migrate(drizzle(db), { migrationsFolder: migrationsFolder() });
    const hash = await hashPassword(admin.password);
    await db.query(
      `INSERT INTO users (name, phone, password_hash, role, is_active) VALUES ('Old Super Admin', $1, $2, 'super_admin', true)`,
      [admin.phone, hash],
    );
    await db.exec(`
      INSERT INTO users (name, phone, email, role, date_joined) VALUES
        ('Asha Verma', '+919800000001', 'asha@example.com', 'user', now() - interval '3 days'),
        ('राम कुमार', '+919800000002', NULL, 'user', now() - interval '2 days'),
        ('Zoë Müller', '+919800000003', NULL, 'user', now() - interval '1 day');
      INSERT INTO plans (title, price, duration_days, features) VALUES ('Monthly', 199.00, 30, '["All editions", "Archive"]');
      INSERT INTO user_subscriptions (user_id, plan_id, start_date, end_date, status, amount_paid, payment_method)
        SELECT u.id, p.id, current_date - 5, current_date + 25, 'active', 199.00, 'upi'
          FROM users u, plans p WHERE u.phone = '+919800000001';
      INSERT INTO epapers (storage_id, title, publication_date, page_count, is_published, processing_status, pages_done)
        VALUES ('6f1c1a52-6d1e-4c2e-9a55-0a3c1f1d2b01', 'The Morning Chronicle', current_date - 1, 2, true, 'completed', 2);
      INSERT INTO epaper_pages (epaper_id, page_number, pdf_key, image_key, thumbnail_key, image_ready, width, height)
        SELECT id, n, 'p' || n || '.pdf', 'p' || n || '.webp', 't' || n || '.webp', true, 1200, 1800
          FROM epapers, generate_series(1, 2) AS n;
      INSERT INTO epapers (storage_id, title, publication_date, original_pdf_key)
        VALUES ('6f1c1a52-6d1e-4c2e-9a55-0a3c1f1d2b02', 'Waiting for its pages', current_date, 'epapers/6f1c1a52-6d1e-4c2e-9a55-0a3c1f1d2b02/original.pdf');
      INSERT INTO page_views (user_id, epaper_id, page_number, viewed_at)
        SELECT u.id, e.id, 1 + (n % 2), now() - n * interval '1 hour'
          FROM users u, epapers e, generate_series(1, 30) AS n
         WHERE u.role = 'user' AND e.processing_status = 'completed';
    `);
  } finally {
    await db.close();
  }
}

/** Every row of every table of the app, as text, per table: to compare two databases whole. */
export async function snapshotTables(
  query: (sql: string) => Promise<{ rows: unknown[] }>,
): Promise<Record<string, string[]>> {
  const tables = (
    await query(
      `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).rows as { name: string }[];
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = (await query(`SELECT row_to_json(t)::text AS r FROM public."${name}" t`)).rows as { r: string }[];
    snapshot[name] = rows.map((row) => row.r).sort();
  }
  return snapshot;
}
