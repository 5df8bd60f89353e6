import { z } from 'zod';
const strip = (v: any) => v;
export const A = z.object({ id: z.string(), n: z.number().int().nullable().optional().catch(undefined), d: z.iso.datetime({ offset: true }), e: z.enum(['a','b']), u: z.union([z.string(), z.number()]), l: z.array(z.string()), day: z.iso.date(), lit: z.literal('x'), b: z.boolean(), uu: z.uuid() }).transform(strip);
export const run = (x: unknown) => A.safeParse(x);
