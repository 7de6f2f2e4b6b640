import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's recommended floor (m=19 MiB, t=2, p=1): about 16 ms here,
// costly enough per guess, cheap enough for sign-in latency. `2` is Algorithm.Argon2id
// (a const enum that isolated modules cannot import).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A salted argon2id hash in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Verified against when the account does not exist, so a missing phone costs the
// same time as a wrong password and the answer time reveals nothing.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
