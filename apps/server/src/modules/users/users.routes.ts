import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '@epaper/shared/users.endpoints';
import type { User } from '@epaper/shared/users.contract';
import { csvDownloadHeaders, csvStream, wantsCsv, type CsvColumn } from '../../lib/csv-stream.ts';
import type { AppContext } from '../../context.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { serviceDay, serviceTimestamp } from '../../lib/service-day.ts';
import { actorOf, principalOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { listAccountActivity } from '../activity/activity.service.ts';
import { exportReaders, listReaders } from './reader-list.service.ts';
import { getUser, listUserActivity, listUserSubscriptions, setReaderActive, updateReader } from './users.service.ts';

/**
 * The export's columns: the list's, in the order the screen shows them. Times are the
 * service's wall clock in ISO 8601 with the offset ("2026-11-26T21:40:00+05:30").
 */
const userCsvColumns = (timeZone: string): CsvColumn<User>[] => [
  { header: 'ID', value: (user) => user.id },
  { header: 'Name', value: (user) => user.name },
  { header: 'Email', value: (user) => user.email },
  { header: 'Phone', value: (user) => user.phone },
  { header: 'Address', value: (user) => user.address },
  { header: 'Status', value: (user) => (user.is_active ? 'Active' : 'Inactive') },
  { header: 'Verified', value: (user) => (user.is_verified ? 'Verified' : 'Unverified') },
  { header: 'Registered', value: (user) => serviceTimestamp(timeZone, user.date_joined) },
  { header: 'Last login', value: (user) => user.last_login && serviceTimestamp(timeZone, user.last_login) },
];

/** User Management (readers; admins read-only) and the signed-in admin's own activity. */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, usersEndpoints.list, async (request, reply) => {
    if (!wantsCsv(request.query.format, request.headers.accept))
      return withPageLinks(request.url, request.query, await listReaders(ctx, request.query), true);
    return reply
      .headers(csvDownloadHeaders(`users-${serviceDay(ctx.settings.timeZone)}.csv`))
      .send(csvStream(exportReaders(ctx, request.query), userCsvColumns(ctx.settings.timeZone)));
  });
  apiRoute(app, usersEndpoints.get, async (request) => getUser(ctx, request.params.id));
  apiRoute(app, usersEndpoints.replace, async (request) =>
    updateReader(ctx, actorOf(request), request.params.id, request.body),
  );
  apiRoute(app, usersEndpoints.update, async (request) =>
    updateReader(ctx, actorOf(request), request.params.id, request.body),
  );
  apiRoute(app, usersEndpoints.suspend, async (request) =>
    setReaderActive(ctx, actorOf(request), request.params.id, false),
  );
  apiRoute(app, usersEndpoints.activate, async (request) =>
    setReaderActive(ctx, actorOf(request), request.params.id, true),
  );
  apiRoute(app, usersEndpoints.subscriptions, async (request) =>
    withPageLinks(request.url, request.query, await listUserSubscriptions(ctx, request.params.id, request.query)),
  );
  apiRoute(app, usersEndpoints.activity, async (request) =>
    withPageLinks(request.url, request.query, await listUserActivity(ctx, request.params.id, request.query)),
  );
  apiRoute(app, usersEndpoints.ownActivity, async (request) =>
    withPageLinks(
      request.url,
      request.query,
      await listAccountActivity(ctx.db, principalOf(request).userId, request.query),
    ),
  );
}
