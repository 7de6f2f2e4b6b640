import type { FastifyRequest } from 'fastify';
import type { Role } from '@epaper/shared/roles';

/** Who is calling: resolved from the access token and checked against the database on every request. */
export type Principal = { userId: number; sessionId: string; role: Role; isAdmin: boolean };

/** The caller of an admin action, as the audit trail records it. */
export type Actor = { userId: number | null; ip: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by access control before the handler runs. */
    principal: Principal | null;
  }
}

/** The principal of a route that needs a session; access control set it before the handler. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`Route ${request.routeOptions.url} ran without a principal`);
  return request.principal;
}

/** The actor an audit row names for this request. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.principal?.userId ?? null, ip: request.ip };
}
