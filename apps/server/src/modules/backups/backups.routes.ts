import type { FastifyInstance } from 'fastify';
import { backupsEndpoints } from '@epaper/shared/backups.endpoints';
import type { AppContext } from '../../context.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { backupStatus } from './backups.service.ts';

/** The daily backups' state, for the Dashboard's warning to Super Admins (access comes from the contract). */
export async function backupsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, backupsEndpoints.status, async () => backupStatus(ctx.db, ctx.settings));
}
