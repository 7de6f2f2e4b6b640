import Fastify, { type FastifyInstance } from 'fastify';
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
import cookie from '@fastify/cookie';
import { registerAccessControl } from './plugins/access-control.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { loadIndexPage } from './plugins/index-page.ts';
import { loggerOptions } from './plugins/logger.ts';
import { httpServerOptions } from './plugins/http-server-options.ts';
import type { AppContext } from './context.ts';
import { signInRoutes } from './modules/sign-in/sign-in.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminRoutes } from './modules/admins/admins.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { userSubscriptionRoutes } from './modules/user-subscriptions/user-subscriptions.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { epapersRoutes } from './modules/epapers/epapers.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { backupsRoutes } from './modules/backups/backups.routes.ts';
import { createPageViewRecorder } from './modules/analytics/page-views.service.ts';
import { readerEpapersRoutes } from './modules/epapers/reader/reader.routes.ts';
import { resumableUploadRoutes } from './modules/epapers/intake/resumable-upload.routes.ts';
import { pageChangeUploads } from './modules/epapers/pages/pages.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { readingImageProducer } from './modules/epapers/processing/processing.service.ts';
import type { PdfProcessor } from './lib/pdf/pdf-processor.ts';
import type { FileStore } from './lib/file-store/file-store.ts';
import type { JobSender } from './jobs/job-runner.ts';
import { logSmsSender, type SmsSender } from './lib/sms/sms-sender.ts';
import { readerSignInRoutes } from './modules/reader-sign-in/reader-sign-in.routes.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerJsonBodyParser } from './plugins/json-body-parser.ts';
import { registerBodyDeadline } from './plugins/body-deadline.ts';
import { REQUEST_LIMITS } from './plugins/request-limits.ts';
import { HTTP_TIMEOUTS } from './plugins/http-timeouts.ts';

export type AppDeps = {
  settings: Settings;
  database: Database;
  /** HS256 key for access tokens (from TOKEN_SECRET or the database). */
  signingKey: Uint8Array;
  files: FileStore;
  jobs: JobSender;
  pdf: PdfProcessor;
  /** Sends readers' sign-in codes; by default they go to the server's log. */
  sms?: SmsSender;
};

/** Builds the whole HTTP app: plugins first, then one line per module. `server.ts` listens. */
export async function buildApp({
  settings,
  database,
  signingKey,
  files,
  jobs,
  pdf,
  sms,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Header, idle and keep-alive timeouts, and framework errors answered as {message, code}.
    ...httpServerOptions(HTTP_TIMEOUTS),
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
    // The public routes take far less (api-route.ts); the upload's multipart has its own.
    bodyLimit: REQUEST_LIMITS.bodyBytes,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app, REQUEST_LIMITS.jsonDepth);
  const webConfig = {
    apiBaseUrl: settings.publicApiBaseUrl,
    currency: settings.currency,
    uploadMaxMb: settings.uploadMaxBytes / (1024 * 1024),
    timeZone: settings.timeZone,
    supportUrl: settings.supportUrl ?? null,
  };
  const indexPage = loadIndexPage(settings.webDistDir, webConfig);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Own files, plus the two head scripts index-page.ts inlines, by hash.
        scriptSrc: ["'self'", ...(indexPage?.scriptHashes ?? [])],
        // Stylesheets only from this origin (helmet's default also allowed any https: host).
        // 'unsafe-inline' stays for <style> elements: two libraries write one at run time,
        // sonner its toasts' CSS and react-remove-scroll (Radix's dialogs and menus) the
        // rule that locks the page's scroll, whose padding it measures then, so no hash can
        // name it, and a nonce would need a new index.html per request. Style attributes are
        // refused: React's style={} sets element.style through the CSSOM, which CSP does
        // not govern, and nothing in the built app writes a style attribute. Browsers that
        // predate style-src-elem/-attr (before 2022) fall back to style-src.
        styleSrc: ["'self'", "'unsafe-inline'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The dashboard is plain HTTP on localhost by default; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'E-paper admin API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(cookie);

  const ctx: AppContext = { db: database.db, settings, signingKey, files, jobs, pdf };
  // Before any route: the check that every /api route declares its access runs as each registers.
  registerAccessControl(app, ctx);
  // After access control: a signed-in admin's body keeps moving as long as it likes.
  registerBodyDeadline(app, REQUEST_LIMITS.unauthenticatedBodyMs);
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());

  await app.register(healthRoutes, { prefix: '/api', ctx });
  await app.register(signInRoutes, { prefix: '/api', ctx });
  await app.register(readerSignInRoutes, { prefix: '/api', ctx, sms: sms ?? logSmsSender(app.log) });
  await app.register(profileRoutes, { prefix: '/api', ctx });
  await app.register(adminRoutes, { prefix: '/api', ctx });
  await app.register(auditRoutes, { prefix: '/api', ctx });
  await app.register(planRoutes, { prefix: '/api', ctx });
  await app.register(userSubscriptionRoutes, { prefix: '/api', ctx });
  await app.register(usersRoutes, { prefix: '/api', ctx });
  await app.register(epapersRoutes, { prefix: '/api', ctx });
  // Late page changes go through the same resumable uploads as editions.
  await app.register(resumableUploadRoutes, { prefix: '/api', ctx, pageChanges: pageChangeUploads(ctx) });
  await app.register(notificationsRoutes, { prefix: '/api', ctx });
  // The file server knows no module: each module whose files it may make on request registers here.
  await app.register(filesRoutes, { prefix: '/api', ctx, missingFileProducers: [readingImageProducer(ctx)] });
  await app.register(analyticsRoutes, { prefix: '/api', ctx });
  await app.register(backupsRoutes, { prefix: '/api', ctx });
  const pageViews = createPageViewRecorder(database.db);
  app.addHook('onClose', () => pageViews.close());
  await app.register(readerEpapersRoutes, { prefix: '/api', ctx, pageViews });

  await registerWebApp(app, { distDir: settings.webDistDir, config: webConfig, indexPage });
  return app;
}
