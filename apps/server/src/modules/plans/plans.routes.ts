import type { FastifyInstance } from 'fastify';
import { planEndpoints } from '@epaper/shared/plans.endpoints';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { createPlan, deletePlan, listPlans, updatePlan } from './plans.service.ts';

/** Subscription plans: any admin manages them (access comes from the contract). */
export async function planRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, planEndpoints.list, async (request) => listPlans(ctx, request.query.ordering));
  apiRoute(app, planEndpoints.create, async (request) => createPlan(ctx, actorOf(request), request.body));
  apiRoute(app, planEndpoints.update, async (request) =>
    updatePlan(ctx, actorOf(request), request.params.id, request.body),
  );
  apiRoute(app, planEndpoints.remove, async (request) => deletePlan(ctx, actorOf(request), request.params.id));
}
