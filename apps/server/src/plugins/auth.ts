import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { AuthService, Principal } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by the guards below. */
    principal: Principal | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Route guards: every protected route names one in its `onRequest`. */
export type Guards = {
  /** Any signed-in, active account. */
  requireUser: Guard;
  /** An administrator of either role. */
  requireAdmin: Guard;
  /** A super admin only (admin management). */
  requireSuperAdmin: Guard;
};

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/** Decorates requests with `principal` and returns the guards bound to the auth service. */
export function registerAuth(app: FastifyInstance, auth: AuthService): Guards {
  app.decorateRequest('principal', null);

  const requireUser: Guard = async (request) => {
    request.principal = await auth.authenticate(bearerToken(request));
  };
  const requireAdmin: Guard = async (request, reply) => {
    await requireUser(request, reply);
    if (!request.principal?.isAdmin) throw forbidden();
  };
  const requireSuperAdmin: Guard = async (request, reply) => {
    await requireAdmin(request, reply);
    if (request.principal?.role !== 'super_admin') throw forbidden('Only a Super Admin can do this.');
  };
  return { requireUser, requireAdmin, requireSuperAdmin };
}

/** The principal of a guarded route; a programming error if a route forgot its guard. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route is missing an auth guard');
  return request.principal;
}
