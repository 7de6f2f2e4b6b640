import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Settings } from './plugins/settings.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { loadIndexPage } from './plugins/index-page.ts';
import { loggerOptions } from './plugins/logger.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';

export type AppDeps = {
  settings: Settings;
  database: Database;
  /** HS256 key for access tokens (from TOKEN_SECRET or the database). */
  signingKey: Uint8Array;
};

/** Builds the whole HTTP app: plugins first, then one line per module. `server.ts` listens. */
export async function buildApp({ settings, database, signingKey }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(settings),
    // A hop count becomes proxy-addr's "trust the first n hops" function (the types take no number).
    trustProxy:
      typeof settings.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(settings.trustProxy)
        : settings.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const indexPage = loadIndexPage(settings.webDistDir, settings.publicApiBaseUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Own files, plus the two head scripts index-page.ts inlines, by hash.
        scriptSrc: ["'self'", ...(indexPage?.scriptHashes ?? [])],
        upgradeInsecureRequests: null,
      },
    },
    // The dashboard is plain HTTP on localhost by default; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'E-paper admin API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const auth = createAuthService({
    db: database.db,
    signingKey,
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    refreshTokenTtlDays: settings.refreshTokenTtlDays,
  });
  const guards = registerAuth(app, auth);
  const db = database.db;

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api', auth });
  await app.register(profileRoutes, { prefix: '/api', db, guards });

  await registerWebApp(app, { distDir: settings.webDistDir, apiBaseUrl: settings.publicApiBaseUrl, indexPage });
  return app;
}
