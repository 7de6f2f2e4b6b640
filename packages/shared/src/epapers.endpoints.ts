import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epapersRoutes } from './epapers.routes.ts';
import {
  epaperListQuerySchema,
  epaperPageParamsSchema,
  epaperPageSchema,
  epaperParamsSchema,
  epaperSchema,
  epaperWithPagesSchema,
  updateEpaperSchema,
} from './epapers.contract.ts';
import { messageResponseSchema } from './auth.contract.ts';
import { paginated } from './pagination.contract.ts';

/** The epapers routes bound to their schemas: what the server registers, validates and documents. */
export const epapersEndpoints = {
  list: endpoint(epapersRoutes.list, { query: epaperListQuerySchema, response: paginated(epaperSchema) }),
  upload: endpoint(epapersRoutes.upload, { response: epaperSchema, status: 201 }),
  get: endpoint(epapersRoutes.get, { params: epaperParamsSchema, response: epaperWithPagesSchema }),
  pages: endpoint(epapersRoutes.pages, { params: epaperParamsSchema, response: z.array(epaperPageSchema) }),
  page: endpoint(epapersRoutes.page, { params: epaperPageParamsSchema, response: epaperPageSchema }),
  update: endpoint(epapersRoutes.update, {
    params: epaperParamsSchema,
    body: updateEpaperSchema,
    response: epaperWithPagesSchema,
  }),
  remove: endpoint(epapersRoutes.remove, { params: epaperParamsSchema, response: messageResponseSchema }),
  retry: endpoint(epapersRoutes.retry, { params: epaperParamsSchema, response: epaperSchema }),
};
