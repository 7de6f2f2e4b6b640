import { endpoint } from './endpoint.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import {
  analyticsRangeQuerySchema,
  contentAnalyticsSchema,
  overviewSchema,
  popularAnalyticsSchema,
  reportQuerySchema,
  revenueAnalyticsSchema,
  revenueReportSchema,
  subscriptionsReportSchema,
  usageReportSchema,
  userAnalyticsSchema,
} from './analytics.contract.ts';

/** The analytics routes bound to their schemas: what the server registers, validates and documents. */
export const analyticsEndpoints = {
  overview: endpoint(analyticsRoutes.overview, { response: overviewSchema }),
  users: endpoint(analyticsRoutes.users, { query: analyticsRangeQuerySchema, response: userAnalyticsSchema }),
  revenue: endpoint(analyticsRoutes.revenue, { query: analyticsRangeQuerySchema, response: revenueAnalyticsSchema }),
  content: endpoint(analyticsRoutes.content, { query: analyticsRangeQuerySchema, response: contentAnalyticsSchema }),
  popular: endpoint(analyticsRoutes.popular, { query: analyticsRangeQuerySchema, response: popularAnalyticsSchema }),
  subscriptionsReport: endpoint(analyticsRoutes.subscriptionsReport, {
    query: reportQuerySchema,
    response: subscriptionsReportSchema,
  }),
  usageReport: endpoint(analyticsRoutes.usageReport, { query: reportQuerySchema, response: usageReportSchema }),
  revenueReport: endpoint(analyticsRoutes.revenueReport, { query: reportQuerySchema, response: revenueReportSchema }),
};
