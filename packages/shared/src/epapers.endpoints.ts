import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epapersRoutes } from './epapers.routes.ts';
import {
  calendarQuerySchema,
  datedEpapersSchema,
  datedQuerySchema,
  epaperCalendarSchema,
  epaperListQuerySchema,
  publishEpaperSchema,
  scheduleEpaperSchema,
  epaperParamsSchema,
  epaperSchema,
  epaperWithPagesSchema,
  updateEpaperSchema,
} from './epapers.contract.ts';
import {
  epaperPageParamsSchema,
  epaperPageSchema,
  findingParamsSchema,
  findingUpdateSchema,
  pageOrderSchema,
  pageVersionParamsSchema,
  pageVersionSchema,
} from './epaper-pages.contract.ts';
import { messageResponseSchema } from './auth.contract.ts';
import { paginated } from './pagination.contract.ts';

/** The epapers routes bound to their schemas: what the server registers, validates and documents. */
export const epapersEndpoints = {
  list: endpoint(epapersRoutes.list, { query: epaperListQuerySchema, response: paginated(epaperSchema) }),
  calendar: endpoint(epapersRoutes.calendar, { query: calendarQuerySchema, response: epaperCalendarSchema }),
  dated: endpoint(epapersRoutes.dated, { query: datedQuerySchema, response: datedEpapersSchema }),
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
  schedule: endpoint(epapersRoutes.schedule, {
    params: epaperParamsSchema,
    body: scheduleEpaperSchema,
    response: epaperWithPagesSchema,
  }),
  unschedule: endpoint(epapersRoutes.unschedule, { params: epaperParamsSchema, response: epaperWithPagesSchema }),
  publish: endpoint(epapersRoutes.publish, {
    params: epaperParamsSchema,
    body: publishEpaperSchema,
    response: epaperWithPagesSchema,
  }),
  retry: endpoint(epapersRoutes.retry, { params: epaperParamsSchema, response: epaperSchema }),
  replacePages: endpoint(epapersRoutes.replacePages, { params: epaperParamsSchema, response: epaperWithPagesSchema }),
  insertPages: endpoint(epapersRoutes.insertPages, { params: epaperParamsSchema, response: epaperWithPagesSchema }),
  reorderPages: endpoint(epapersRoutes.reorderPages, {
    params: epaperParamsSchema,
    body: pageOrderSchema,
    response: epaperWithPagesSchema,
  }),
  removePage: endpoint(epapersRoutes.removePage, { params: epaperPageParamsSchema, response: epaperWithPagesSchema }),
  pageVersions: endpoint(epapersRoutes.pageVersions, {
    params: epaperPageParamsSchema,
    response: z.array(pageVersionSchema),
  }),
  restorePageVersion: endpoint(epapersRoutes.restorePageVersion, {
    params: pageVersionParamsSchema,
    response: epaperWithPagesSchema,
  }),
  updateFinding: endpoint(epapersRoutes.updateFinding, {
    params: findingParamsSchema,
    body: findingUpdateSchema,
    response: epaperWithPagesSchema,
  }),
};
