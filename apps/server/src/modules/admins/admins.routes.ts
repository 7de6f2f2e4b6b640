import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@epaper/shared/admins.endpoints';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf } from '../../lib/principal.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { createAdmin, deleteAdmin, listAdmins, setAdminActive, updateAdmin } from './admins.service.ts';

/** Admin Management: any admin reads; a Super Admin changes (access comes from the contract). */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, adminEndpoints.list, async (request) =>
    withPageLinks(request.url, request.query, await listAdmins(ctx, request.query), true),
  );
  apiRoute(app, adminEndpoints.create, async (request) =>
    createAdmin(ctx, principalOf(request), actorOf(request), request.body),
  );
  apiRoute(app, adminEndpoints.update, async (request) =>
    updateAdmin(ctx, principalOf(request), actorOf(request), request.params.id, request.body),
  );
  apiRoute(app, adminEndpoints.remove, async (request) =>
    deleteAdmin(ctx, principalOf(request), actorOf(request), request.params.id),
  );
  apiRoute(app, adminEndpoints.suspend, async (request) =>
    setAdminActive(ctx, principalOf(request), actorOf(request), request.params.id, false),
  );
  apiRoute(app, adminEndpoints.activate, async (request) =>
    setAdminActive(ctx, principalOf(request), actorOf(request), request.params.id, true),
  );
}
