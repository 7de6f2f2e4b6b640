import { route } from './route.ts';

type Health = { status: 'ok' };

/** Liveness and readiness, for load balancers: no session needed. */
export const healthRoutes = {
  health: route<{ response: Health }>('GET', '/health', 'public'),
  ready: route<{ response: Health }>('GET', '/ready', 'public'),
};
