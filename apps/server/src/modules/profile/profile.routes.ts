import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileSchema, updateProfileRequestSchema } from '@epaper/shared/profile.contract';
import type { Db } from '../../db/client.ts';
import { principalOf, type Guards } from '../../plugins/auth.ts';
import { getProfile, updateProfile } from './profile.service.ts';

/** SPEC §7 Profile: the signed-in account reads and edits itself. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; guards: Guards }> = async (app, { db, guards }) => {
  app.get(
    '/users/profile/',
    { onRequest: guards.requireUser, schema: { tags: ['profile'], response: { 200: adminProfileSchema } } },
    async (request) => getProfile(db, principalOf(request)),
  );

  app.put(
    '/users/profile/',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['profile'], body: updateProfileRequestSchema, response: { 200: adminProfileSchema } },
    },
    async (request) => updateProfile(db, principalOf(request), request.body),
  );
};
