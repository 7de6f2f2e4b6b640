/**
 * True when an access token (a JWT) ends within `seconds`. A token it cannot read counts as
 * good: this is only a hint for renewing early, and the server's 401 still decides.
 */
export function expiresWithin(token: string, seconds: number): boolean {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 - Date.now() < seconds * 1000;
  } catch {
    return false;
  }
}
