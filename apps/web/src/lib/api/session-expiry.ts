import { paths } from '../paths.ts';

/** Where the browser goes when the session cannot be renewed. */
export const SIGN_IN_PATH = paths.signIn;

/**
 * A full page load on purpose: it drops every cached query and in-memory state of the
 * expired session, so nothing of it can leak into the next sign-in.
 */
export function redirectToSignIn(): void {
  if (window.location.pathname === SIGN_IN_PATH) return;
  window.location.assign(SIGN_IN_PATH);
}
