import { endpoint } from './endpoint.ts';
import { readerRoutes } from './reader.routes.ts';
import { paginated } from './pagination.contract.ts';
import {
  readerEpaperListQuerySchema,
  readerEpaperSchema,
  readerPageParamsSchema,
  readerPageSchema,
} from './reader.contract.ts';

/** The reader routes bound to their schemas: what the server registers, validates and documents. */
export const readerEndpoints = {
  epapers: endpoint(readerRoutes.epapers, {
    query: readerEpaperListQuerySchema,
    response: paginated(readerEpaperSchema),
  }),
  page: endpoint(readerRoutes.page, { params: readerPageParamsSchema, response: readerPageSchema }),
};
