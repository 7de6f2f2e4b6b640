import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '@epaper/shared/audit.endpoints';
import type { AppContext } from '../../context.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { listAudit } from './audit.service.ts';

/** The audit trail, read only, for Super Admins (access comes from the contract). */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, auditEndpoints.list, async (request) =>
    withPageLinks(request.url, request.query, await listAudit(ctx.db, request.query)),
  );
}
