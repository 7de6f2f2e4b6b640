// Readers, plans and subscriptions inserted straight into a test database, in bulk.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serviceDay } from '../../lib/service-day.ts';

/** yyyy-mm-dd `days` from today in the default service time zone (negative: before). */
export const dayFromToday = (days: number) => serviceDay('Asia/Kolkata', new Date(Date.now() + days * 86_400_000));

export async function insertPlan(database: Database, title: string, price = '299.00'): Promise<number> {
  const result = await database.db.execute<{ id: number }>(
    sql`insert into plans (title, price, duration_days) values (${title}, ${price}, 30) returning id`,
  );
  return result.rows[0]!.id;
}

export async function insertReader(
  database: Database,
  reader: { name: string; phone: string; email?: string | null },
): Promise<number> {
  const result = await database.db.execute<{ id: number }>(
    sql`insert into users (name, phone, email, role) values (${reader.name}, ${reader.phone}, ${reader.email ?? null}, 'user') returning id`,
  );
  return result.rows[0]!.id;
}

export type NewSubscription = {
  userId: number;
  planId: number;
  status?: 'active' | 'expired' | 'cancelled';
  startDate?: string;
  endDate?: string;
  amountPaid?: string;
  paymentMethod?: string;
  autoRenewal?: boolean;
  /** Newer rows come first in the list. */
  createdAt?: Date;
};

export async function insertSubscription(database: Database, row: NewSubscription): Promise<number> {
  const result = await database.db.execute<{ id: number }>(sql`
    insert into user_subscriptions
      (user_id, plan_id, status, start_date, end_date, amount_paid, payment_method, payment_reference, auto_renewal, created_at)
    values (${row.userId}, ${row.planId}, ${row.status ?? 'active'}, ${row.startDate ?? dayFromToday(-10)},
            ${row.endDate ?? dayFromToday(20)}, ${row.amountPaid ?? '299.00'}, ${row.paymentMethod ?? 'upi'},
            ${'PAY-' + Math.random().toString(36).slice(2, 10).toUpperCase()}, ${row.autoRenewal ?? false},
            ${(row.createdAt ?? new Date()).toISOString()})
    returning id`);
  return result.rows[0]!.id;
}
