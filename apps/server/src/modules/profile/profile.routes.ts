import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@epaper/shared/profile.endpoints';
import type { AppContext } from '../../context.ts';
import { actorOf, principalOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { getProfile, updateProfile } from './profile.service.ts';

/** The signed-in admin reads and edits their own account. */
export async function profileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, profileEndpoints.get, async (request) => getProfile(ctx, principalOf(request)));
  apiRoute(app, profileEndpoints.update, async (request) =>
    updateProfile(ctx, principalOf(request), actorOf(request), request.body),
  );
}
