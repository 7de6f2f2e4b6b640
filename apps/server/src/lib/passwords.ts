import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's recommended floor (m=19 MiB, t=2, p=1): costly enough per guess,
// cheap enough for sign-in latency. `2` is Algorithm.Argon2id
// (a const enum that isolated modules cannot import).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A salted argon2id hash in PHC string form. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

// Verified against when the account does not exist or has no password, so a missing
// phone costs the same time as a wrong password. Made at start-up, with the same
// parameters as real hashes, so the first refusal is not slower than the others.
const decoyHash = hashPassword('decoy-password-for-timing');

let verifications = 0;

/** How many argon2 verifications this process ran: lets a test see that every refusal did the work. */
export function passwordVerificationCount(): number {
  return verifications;
}

/** True when `password` matches `passwordHash`; with no hash, does the same work and answers false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  verifications += 1;
  const isReal = Boolean(passwordHash);
  const matches = await verify(passwordHash || (await decoyHash), password).catch(() => false);
  return isReal && matches;
}
