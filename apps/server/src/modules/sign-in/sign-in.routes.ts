import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '@epaper/shared/auth.endpoints';
import type { AppContext } from '../../context.ts';
import { DEVICE_COOKIE, DEVICE_TOKEN_LIFETIME_SECONDS } from '../../lib/device-token.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { endSessionByRefreshToken, refreshSession } from '../sessions/sessions.service.ts';
import { signIn } from './sign-in.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * The browser keeps the device cookie out of scripts' reach, sends it only to sign-in, and
 * only over HTTPS when the service is reached that way: the request came over HTTPS
 * (request.protocol reads X-Forwarded-Proto from a TRUST_PROXY proxy only), or
 * SECURE_COOKIES says the service is HTTPS behind a proxy it does not trust for that.
 */
function setDeviceCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.settings.secureCookies || request.protocol === 'https',
    maxAge: DEVICE_TOKEN_LIFETIME_SECONDS,
  });
}

/** Sign-in, token refresh, sign-out. */
export async function signInRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  apiRoute(app, authEndpoints.login, async (request, reply) => {
    const result = await signIn(ctx, request.body.full_phone, request.body.password, {
      ...clientOf(request),
      deviceToken: request.cookies[DEVICE_COOKIE],
    });
    setDeviceCookie(ctx, request, reply, result.deviceToken);
    return result.tokens;
  });

  apiRoute(app, authEndpoints.refresh, async (request) => refreshSession(ctx, request.body.refresh, clientOf(request)));

  apiRoute(app, authEndpoints.logout, async (request) => {
    await endSessionByRefreshToken(ctx, request.body.refresh, clientOf(request));
    return { message: 'Signed out' };
  });
}
