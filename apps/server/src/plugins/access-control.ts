import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@epaper/shared/route';
import { TEXTS } from '@epaper/shared/texts';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { Principal } from '../lib/principal.ts';
import { verifyFileUrl, type FileGrant } from '../lib/signed-url.ts';
import { authenticate, authenticateSession } from '../modules/sessions/sessions.service.ts';

/** One registered API route and who may call it. */
export type DeclaredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say (see registerAccessControl). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access, as registered: what the access review reads. */
    apiRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The file a `signed_url` route may serve, as its URL's signature grants it. */
    fileGrant: FileGrant | null;
  }
}

/**
 * The only API routes anyone may call without a session. A route the contract marks
 * public must also be listed here, or the app refuses to start: opening a route to the
 * world takes two deliberate changes, one of them in this reviewed list.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'POST /api/auth/login/',
  'POST /api/auth/token/refresh/',
  'POST /api/auth/logout/',
  'POST /api/auth/request-otp/',
  'POST /api/auth/verify-otp/',
]);

/** The API's prefix, whatever its case: `/API/...` is an API path too, never the SPA. */
export const isApiPath = (url: string) => /^\/api(\/|$|\?)/i.test(url);

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/**
 * A signed file URL: the signature must hold for this file and not have expired, and the
 * session it was made for must still be live (signing out ends its URLs).
 */
async function authenticateFileUrl(ctx: AppContext, request: FastifyRequest): Promise<Principal> {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  const grant = verifyFileUrl(key, request.query as Record<string, unknown>, ctx.signingKey);
  if (grant === 'expired') throw forbidden('This link has expired. Reload the page for a new one.');
  if (grant === 'invalid') throw forbidden('This link is not valid.');
  request.fileGrant = grant;
  return authenticateSession(ctx, grant.sessionId, grant.userId);
}

/** What each access level asks of the signed-in caller; a refusal is a 403. */
function checkAccess(access: Exclude<Access, 'public'>, principal: Principal): void {
  if (access === 'reader') {
    if (principal.isAdmin) throw forbidden('This call is for readers.');
    return;
  }
  // A signed file URL names one file, signed for one session after its route checked that
  // session may see it (an admin's, or a reader's page); the session must still be live.
  if (access === 'signed_url') return;
  if (!principal.isAdmin) throw forbidden(TEXTS.adminOnly);
  if (access === 'super_admin' && principal.role !== 'super_admin') throw forbidden('Only a Super Admin can do this.');
}

/**
 * Deny by default. Every /api route must declare its access (the route contract does),
 * or the app refuses to start; every request to a non-public route is authenticated
 * against the database (session live, account active, role as it is now) before its
 * handler runs, whatever the handler remembers to check.
 */
export function registerAccessControl(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('fileGrant', null);
  const apiRoutes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url ?? route.path)) return;
    const access = route.config?.access;
    const url = route.url ?? route.path;
    if (!access) {
      throw new Error(`${String(route.method)} ${url} declares no access: register it from the route contract`);
    }
    // Fastify adds a HEAD route beside every GET: it is as public as its GET.
    const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : String(method)));
    const unlisted = methods.find((method) => !PUBLIC_API_ROUTES.has(`${method} ${url}`));
    if (access === 'public' && unlisted) {
      throw new Error(`${unlisted} ${url} is public in the contract but not on PUBLIC_API_ROUTES`);
    }
    apiRoutes.push({ method: String(route.method), url, access });
  });

  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    // Not an API route (the dashboard's files, or no route at all: the 404 handler answers).
    if (!access || access === 'public') return;
    const principal =
      access === 'signed_url' ? await authenticateFileUrl(ctx, request) : await authenticate(ctx, bearerToken(request));
    checkAccess(access, principal);
    request.principal = principal;
  });
}
