import type { FastifyInstance, FastifyReply } from 'fastify';
import { analyticsEndpoints } from '@epaper/shared/analytics.endpoints';
import type { AppContext } from '../../context.ts';
import { csvDownloadHeaders, csvStream, wantsCsv } from '../../lib/csv-stream.ts';
import { registerAnswerCompression } from '../../plugins/answer-compression.ts';
import { apiRoute, fieldByFieldAnswers } from '../../plugins/api-route.ts';
import {
  getContentAnalytics,
  getOverview,
  getPopular,
  getRevenueAnalytics,
  getUserAnalytics,
} from './analytics.service.ts';
import {
  getRevenueReport,
  getSubscriptionsReport,
  getUsageReport,
  revenueReportTable,
  subscriptionsReportTable,
  usageReportTable,
  type ReportTable,
} from './analytics-reports.service.ts';

/** A report as a CSV download named after it and its range. */
async function* fromArray<Row>(rows: Row[]): AsyncGenerator<Row> {
  yield* rows;
}
function sendCsv(reply: FastifyReply, name: string, range: { from: string; to: string }, table: ReportTable) {
  return reply
    .headers(csvDownloadHeaders(`${name}-report-${range.from}-to-${range.to}.csv`))
    .send(csvStream(fromArray(table.rows), table.columns));
}

/** A report's handler: its JSON, or the same figures as a CSV download when the client asks for CSV. */
function reportAnswer<Query extends { format?: string | undefined }, Report extends { from: string; to: string }>(
  name: string,
  load: (query: Query) => Promise<Report>,
  table: (report: Report) => ReportTable,
) {
  return async (request: { query: Query; headers: { accept?: string | undefined } }, reply: FastifyReply) => {
    const report = await load(request.query);
    if (!wantsCsv(request.query.format, request.headers.accept)) return report;
    return sendCsv(reply, name, report, table(report));
  };
}

/** The Dashboard's figures and the reports: admins only (access comes from the contract). */
export async function analyticsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerAnswerCompression(app);
  // Every answer here is built field by field from named columns; tests still check it against its schema.
  const options = { serialize: fieldByFieldAnswers(ctx.settings.env) };
  apiRoute(app, analyticsEndpoints.overview, async () => getOverview(ctx), options);
  apiRoute(app, analyticsEndpoints.users, async (request) => getUserAnalytics(ctx, request.query), options);
  apiRoute(app, analyticsEndpoints.revenue, async (request) => getRevenueAnalytics(ctx, request.query), options);
  apiRoute(app, analyticsEndpoints.content, async (request) => getContentAnalytics(ctx, request.query), options);
  apiRoute(app, analyticsEndpoints.popular, async (request) => getPopular(ctx, request.query), options);

  apiRoute(
    app,
    analyticsEndpoints.subscriptionsReport,
    reportAnswer('subscriptions', (query) => getSubscriptionsReport(ctx, query), subscriptionsReportTable),
    options,
  );
  apiRoute(
    app,
    analyticsEndpoints.usageReport,
    reportAnswer('usage', (query) => getUsageReport(ctx, query), usageReportTable),
    options,
  );
  apiRoute(
    app,
    analyticsEndpoints.revenueReport,
    reportAnswer('revenue', (query) => getRevenueReport(ctx, query), revenueReportTable),
    options,
  );
}
