import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictEverywhere } from './strict-schema.ts';

const page = z.object({ id: z.number().int(), path: z.string() });
const edition = z
  .object({
    id: z.number().int(),
    pages: z.array(page),
    cover: page.nullable(),
    by_kind: z.record(z.string(), z.array(page)),
    state: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b') }),
    ]),
  })
  .refine((value) => value.id > 0, 'id must be positive');
const good = {
  id: 1,
  pages: [{ id: 1, path: '/1' }],
  cover: { id: 1, path: '/1' },
  by_kind: { x: [{ id: 2, path: '/2' }] },
  state: { kind: 'a', a: 1 },
};

describe('strictEverywhere', () => {
  const strict = strictEverywhere(edition);

  it('passes an answer with exactly the fields named', () => {
    expect(strict.safeParse(good).success).toBe(true);
  });

  it.each([
    ['at the top', { ...good, extra: 1 }],
    ['in a list', { ...good, pages: [{ id: 1, path: '/1', extra: 1 }] }],
    ['in a nullable', { ...good, cover: { id: 1, path: '/1', extra: 1 } }],
    ['in a record', { ...good, by_kind: { x: [{ id: 2, path: '/2', extra: 1 }] } }],
    ['in a union', { ...good, state: { kind: 'b', extra: 1 } }],
  ])('refuses a field the schema does not name %s', (_where, answer) => {
    expect(edition.safeParse(answer).success).toBe(true);
    expect(strict.safeParse(answer).success).toBe(false);
  });

  it('refuses a missing field and keeps the refinements', () => {
    expect(strict.safeParse({ ...good, pages: [{ id: 1 }] }).success).toBe(false);
    expect(strict.safeParse({ ...good, id: -1 }).success).toBe(false);
  });
});
