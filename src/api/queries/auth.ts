import { apiFetch } from '../client';
import { LoginResponseSchema, LogoutResponseSchema, type LoginBody, type LoginResponse } from '../schemas/auth';

/**
 * POST /auth/login. The server sets the httpOnly session cookie; nothing secret is kept here.
 * Wrong email or password is an `unauthorized` ApiError (and does not trigger the 401 hook).
 */
export async function login({ email, password }: LoginBody): Promise<LoginResponse> {
  return apiFetch('/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    schema: LoginResponseSchema,
    ignoreUnauthorized: true,
  });
}

/** POST /auth/logout: the server clears the cookie. Clear the query cache afterwards. */
export async function logout(): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', schema: LogoutResponseSchema, ignoreUnauthorized: true });
}
