import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';

/** A page a reader opened. */
export type PageView = { userId: number; epaperId: number; pageNumber: number };

/** How a page opening was taken: counted or a repeat (`refusedFor` null), or refused as too fast. */
export type PageOpenRecord = { refusedFor: null } | { refusedFor: { secondsUntilRetry: number } };

export type PageViewRules = {
  /** A reader's opening of a page this soon after its last counted view of it (the same service day) is that view. */
  sameViewSeconds: number;
  /** Opens per reader per minute (from the minute's first open) past which an open is refused. */
  opensPerMinute: number;
};

const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * Takes a batch of page openings in one statement, in their order, and answers for each
 * whether it was refused as too fast. In the database, so any number of processes agree:
 * 1. each reader's opens are added to the count of its current minute (one row per
 *    reader, upserted: the row lock orders parallel batches); past `opensPerMinute` an
 *    open is refused and records nothing;
 * 2. each page the rest opened moves its reader's window only when the last counted view
 *    of it is `sameViewSeconds` old or from another service day (a conditional upsert:
 *    two batches cannot both find the window open);
 * 3. only the windows so moved become page_views rows, so the roll-up trigger (migration
 *    0009) counts exactly the raw rows, once for the whole batch.
 * Rows are written in key order, so parallel batches never wait on each other crosswise.
 */
export async function recordPageOpens(
  db: Executor,
  opens: PageView[],
  rules: PageViewRules,
): Promise<PageOpenRecord[]> {
  const result = await db.execute<{ i: string; too_fast: boolean; retry_after: number }>(sql`
    with opens as (
      select * from unnest(${intArray(opens.map((open) => open.userId))}::int[],
                           ${intArray(opens.map((open) => open.epaperId))}::int[],
                           ${intArray(opens.map((open) => open.pageNumber))}::int[])
             with ordinality as o(user_id, epaper_id, page_number, i)
    ), per_reader as (
      select user_id, count(*)::int as n from opens group by user_id
    ), minutes as (
      insert into reader_page_open_rates as r (user_id, minute_started_at, opens)
      select user_id, now(), n from per_reader order by user_id
      on conflict (user_id) do update set
        opens = case when r.minute_started_at <= now() - interval '1 minute' then excluded.opens
                     else r.opens + excluded.opens end,
        minute_started_at = case when r.minute_started_at <= now() - interval '1 minute' then now()
                                 else r.minute_started_at end
      returning user_id, opens, minute_started_at
    ), ranked as (
      -- The opens before this batch in the reader's minute, plus this one's place in the batch.
      select o.i, o.user_id, o.epaper_id, o.page_number, m.minute_started_at,
             m.opens - p.n + row_number() over (partition by o.user_id order by o.i) as nth
        from opens o join per_reader p using (user_id) join minutes m using (user_id)
    ), moved as (
      insert into page_view_windows as w (user_id, epaper_id, page_number, counted_at, counted_day)
      select distinct user_id, epaper_id, page_number, now(), (now() at time zone analytics_time_zone())::date
        from ranked where nth <= ${rules.opensPerMinute}
       order by 1, 2, 3
      on conflict (user_id, epaper_id, page_number) do update
        set counted_at = excluded.counted_at, counted_day = excluded.counted_day
        where w.counted_at <= excluded.counted_at - make_interval(secs => ${rules.sameViewSeconds})
           or w.counted_day <> excluded.counted_day
      returning user_id, epaper_id, page_number
    ), viewed as (
      insert into page_views (user_id, epaper_id, page_number)
      select user_id, epaper_id, page_number from moved order by 1, 2, 3
    )
    select i, nth > ${rules.opensPerMinute} as too_fast,
           greatest(1, ceil(extract(epoch from (minute_started_at + interval '1 minute' - now()))))::int as retry_after
      from ranked`);
  const byIndex = new Map(result.rows.map((row) => [Number(row.i), row]));
  return opens.map((_, index) => {
    const row = byIndex.get(index + 1);
    if (!row) throw new Error(`page open ${index + 1} of ${opens.length} was not answered`);
    return row.too_fast ? { refusedFor: { secondsUntilRetry: row.retry_after } } : { refusedFor: null };
  });
}

/** Deletes up to `batchSize` windows past `sameViewSeconds` and minutes long over; answers how many. */
export async function deleteStaleWindows(db: Executor, sameViewSeconds: number, batchSize: number): Promise<number> {
  // SKIP LOCKED: a sweep never waits on (or deadlocks with) a batch moving the same rows.
  const result = await db.execute(sql`
    with stale_windows as (
      delete from page_view_windows where ctid in (
        select ctid from page_view_windows
         where counted_at < now() - make_interval(secs => ${sameViewSeconds})
         limit ${batchSize} for update skip locked)
      returning 1
    ), stale_minutes as (
      delete from reader_page_open_rates where ctid in (
        select ctid from reader_page_open_rates
         where minute_started_at < now() - interval '1 hour'
         limit ${batchSize} for update skip locked)
      returning 1
    )
    select (select count(*) from stale_windows)::int + (select count(*) from stale_minutes)::int as deleted`);
  return Number((result.rows[0] as { deleted: number } | undefined)?.deleted ?? 0);
}
