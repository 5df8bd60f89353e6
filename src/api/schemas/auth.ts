import { z } from 'zod/mini';
import { nullish, wireObject } from './helpers';

/** POST /auth/login body. */
export const LoginBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
/** Email and password. */
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * POST /auth/login answer. The session is the httpOnly cookie the server sets; the access token
 * the body also carries is deliberately not in this schema, so it is dropped at the boundary and
 * never lands in memory caches or web storage.
 */
export const LoginResponseSchema = wireObject({
  userId: z.string(),
  userEmail: z.string(),
  name: z.string(),
  isAdmin: nullish(z.boolean()),
  profileImagePath: nullish(z.string()),
  shouldChangePassword: nullish(z.boolean()),
});
/** Who signed in. */
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /auth/logout answer. */
export const LogoutResponseSchema = wireObject({
  successful: nullish(z.boolean()),
  redirectUri: nullish(z.string()),
});
/** The sign-out answer. */
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;
