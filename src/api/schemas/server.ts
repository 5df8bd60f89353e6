import { z } from 'zod/mini';
import { int, nullish, wireObject } from './helpers';

/** GET /server/ping (v1.107+) or /server-info/ping (v1.106): `{res: "pong"}`. */
export const ServerPingSchema = z.object({ res: z.string() });
/** The ping answer. */
export type ServerPing = z.infer<typeof ServerPingSchema>;

/** GET /server/version (or /server-info/version). */
export const ServerVersionSchema = z.object({ major: int(), minor: int(), patch: int() });
/** The server's version numbers. */
export type ServerVersion = z.infer<typeof ServerVersionSchema>;

/** One demo account the sign-in page may offer (demo service only). */
export const DemoAccountSchema = wireObject({
  email: z.string(),
  password: nullish(z.string()),
  name: nullish(z.string()),
});
/** A demo account to sign in with. */
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/**
 * GET /api/keepsake/demo (the embedded demo service only): whether this is the demo, which
 * accounts to use, and the day (`YYYY-MM-DD`, UTC) its library was generated. A real Immich server
 * has no such endpoint; the client reads that as "not a demo".
 */
export const DemoInfoSchema = z.object({
  demo: z.boolean(),
  accounts: z.pipe(
    z.nullish(z.array(DemoAccountSchema)),
    z.transform((a: DemoAccount[] | null | undefined) => a ?? []),
  ),
  generatedOn: nullish(z.string()),
});
/** Demo-service info for the sign-in page. */
export type DemoInfo = z.infer<typeof DemoInfoSchema>;
