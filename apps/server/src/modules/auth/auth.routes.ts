import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@epaper/shared/auth.contract';
import type { AuthService } from './auth.service.ts';

/** SPEC §7 Auth: sign-in, token refresh, sign-out. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login/',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: tokenPairSchema } },
    },
    async (request) =>
      auth.login(request.body.full_phone, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/auth/token/refresh/',
    { schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: tokenPairSchema } } },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/auth/logout/',
    { schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.logout(request.body.refresh);
      return { message: 'Signed out' };
    },
  );
};
