import { apiFetch, markSignedIn, markSignedOut } from '../client';
import { LoginResponseSchema, LogoutResponseSchema, type LoginBody, type LoginResponse } from '../schemas/auth';

/**
 * POST /auth/login. The server sets the httpOnly session cookie; nothing secret is kept here.
 * Wrong email or password is an `unauthorized` ApiError (and does not trigger the 401 hook).
 * Success opens the session gate again (requests that need a session are sent again).
 */
export async function login({ email, password }: LoginBody): Promise<LoginResponse> {
  const response = await apiFetch('/auth/login', {
    method: 'POST',
    body: { email: email.trim(), password },
    schema: LoginResponseSchema,
    ignoreUnauthorized: true,
  });
  markSignedIn();
  return response;
}

/**
 * POST /auth/logout: the server clears the cookie. Clear the query cache afterwards. From here on,
 * requests that need a session are not sent (no 401 for every query still mounted) until sign-in.
 */
export async function logout(): Promise<void> {
  await apiFetch('/auth/logout', { method: 'POST', schema: LogoutResponseSchema, ignoreUnauthorized: true });
  markSignedOut();
}
