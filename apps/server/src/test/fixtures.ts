import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

type AccountOptions = {
  phone: string;
  password: string;
  name?: string;
  role?: 'super_admin' | 'admin' | 'user';
  isActive?: boolean;
  email?: string;
};

/** Puts an account straight into the database: a fixture, not the code under test. */
export async function insertAccount(database: Database, options: AccountOptions) {
  const role = options.role ?? 'admin';
  const [row] = await database.db
    .insert(users)
    .values({
      name: options.name ?? 'Test Account',
      phone: options.phone,
      passwordHash: await hashPassword(options.password),
      role,
      isActive: options.isActive ?? true,
      email: options.email ?? null,
    })
    .returning();
  if (!row) throw new Error('fixture account not created');
  return row;
}

/** Signs in through the API and returns the token pair. */
export async function signIn(app: FastifyInstance, phone: string, password: string): Promise<TokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { full_phone: phone, password, is_admin: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<TokenPair>();
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
