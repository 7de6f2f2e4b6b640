import type { updateUserRequestSchema } from '@epaper/shared/users.contract';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

const loadSchema = () =>
  import('@epaper/shared/users.contract').then((module) => module.updateUserRequestSchema.required());

/**
 * The "Edit details" form's rules: the contract's own for a reader's PATCH, every field
 * present. The submit gets the inputs as typed: only what changed is sent, compared with
 * what the form started from. Opening the dialog loads them.
 */
export const editUserFormResolver = lazyZodResolver(loadSchema, { raw: true });

/** What the form holds: the reader's editable fields, an absent email as ''. */
export type EditUserValues = z.input<ReturnType<typeof updateUserRequestSchema.required>>;
