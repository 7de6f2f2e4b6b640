import { z } from 'zod';

/**
 * A record's id in a path, which arrives as text: anything but a positive whole number
 * that fits PostgreSQL's integer becomes 0, which no record has (a 404, never a 500).
 */
export const recordIdSchema = z
  .string()
  .transform((raw) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 0));
