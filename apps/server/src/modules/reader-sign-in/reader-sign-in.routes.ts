import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints } from '@epaper/shared/auth.endpoints';
import type { AppContext } from '../../context.ts';
import type { SmsSender } from '../../lib/sms/sms-sender.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import { requestOtp, verifyOtp } from './otp.service.ts';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Readers' sign-in: a code by SMS, then the code for tokens. Public (on PUBLIC_API_ROUTES). */
export async function readerSignInRoutes(app: FastifyInstance, { ctx, sms }: { ctx: AppContext; sms: SmsSender }) {
  apiRoute(app, authEndpoints.requestOtp, async (request) =>
    requestOtp(ctx, sms, request.body.phone, clientOf(request)),
  );
  apiRoute(app, authEndpoints.verifyOtp, async (request) =>
    verifyOtp(ctx, request.body.phone, request.body.otp, clientOf(request)),
  );
}
