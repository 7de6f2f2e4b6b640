import { z } from 'zod';

/** GET /health/ and GET /ready/ */
export const healthResponseSchema = z.object({ status: z.enum(['ok']) });
