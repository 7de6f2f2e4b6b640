import type { FastifyInstance } from 'fastify';
import { userSubscriptionEndpoints } from '@epaper/shared/user-subscriptions.endpoints';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { paymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import type { AppContext } from '../../context.ts';
import { csvDownloadHeaders, csvStream, wantsCsv, type CsvColumn } from '../../lib/csv-stream.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { actorOf } from '../../lib/principal.ts';
import { serviceDay, serviceTimestamp } from '../../lib/service-day.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { exportSubscriptions, listSubscriptions } from './subscription-list.service.ts';
import { cancelSubscription, getSubscription } from './user-subscriptions.service.ts';

/**
 * The export's columns: the list's and the details', in the order the screen shows them,
 * the payment method as the screens name it. Start and end are the service's calendar
 * days; Created is its wall clock in ISO 8601 with the offset ("2026-11-26T21:40:00+05:30").
 */
const subscriptionCsvColumns = (timeZone: string): CsvColumn<SubscriptionItem>[] => [
  { header: 'ID', value: (row) => row.id },
  { header: 'User', value: (row) => row.user.name },
  { header: 'Email', value: (row) => row.user.email },
  { header: 'Phone', value: (row) => row.user.phone },
  { header: 'Plan', value: (row) => row.plan.title },
  { header: 'Plan price', value: (row) => row.plan.price },
  { header: 'Start date', value: (row) => row.start_date },
  { header: 'End date', value: (row) => row.end_date },
  { header: 'Status', value: (row) => row.status },
  { header: 'Amount paid', value: (row) => row.amount_paid },
  { header: 'Payment method', value: (row) => paymentMethodLabel(row.payment_method) },
  { header: 'Payment reference', value: (row) => row.payment_reference },
  { header: 'Auto renewal', value: (row) => (row.auto_renewal ? 'Yes' : 'No') },
  { header: 'Created', value: (row) => serviceTimestamp(timeZone, row.created_at) },
];

/** User Subscriptions: any admin reads them and may cancel one (access comes from the contract). */
export async function userSubscriptionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, userSubscriptionEndpoints.list, async (request, reply) => {
    if (!wantsCsv(request.query.format, request.headers.accept))
      return withPageLinks(request.url, request.query, await listSubscriptions(ctx, request.query), true);
    return reply
      .headers(csvDownloadHeaders(`subscriptions-${serviceDay(ctx.settings.timeZone)}.csv`))
      .send(csvStream(exportSubscriptions(ctx, request.query), subscriptionCsvColumns(ctx.settings.timeZone)));
  });
  apiRoute(app, userSubscriptionEndpoints.get, async (request) => getSubscription(ctx, request.params.id));
  apiRoute(app, userSubscriptionEndpoints.cancel, async (request) =>
    cancelSubscription(ctx, actorOf(request), request.params.id),
  );
}
