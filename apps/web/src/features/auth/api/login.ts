import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenPair } from '@epaper/shared/auth.contract';
import { authRoutes } from '@epaper/shared/auth.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { useAuth } from '../auth-context.ts';

/** POST /auth/login/: an admin sign-in answers the token pair. */
export async function postLogin(credentials: LoginRequest): Promise<TokenPair> {
  return callApi(authRoutes.login, { body: credentials });
}

export type SignInInput = {
  fullPhone: string;
  password: string;
  /** "Keep me logged in": where the tokens are kept, never sent to the server. */
  persist: boolean;
};

/** Signs in: login call, then the profile, then the session is established. */
export function useLogin() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: async ({ fullPhone, password, persist }: SignInInput) => {
      const tokens = await postLogin({ full_phone: fullPhone, password, is_admin: true });
      await signIn(tokens, persist);
    },
  });
}
