import { endpoint } from './endpoint.ts';
import { profileRoutes } from './profile.routes.ts';
import { adminProfileSchema, updateProfileRequestSchema } from './profile.contract.ts';

/** The profile routes bound to their schemas: what the server registers, validates and documents. */
export const profileEndpoints = {
  get: endpoint(profileRoutes.get, { response: adminProfileSchema }),
  update: endpoint(profileRoutes.update, { body: updateProfileRequestSchema, response: adminProfileSchema }),
};
