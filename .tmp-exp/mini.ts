import * as z from 'zod/mini';
const strip = (v: any) => v;
export const A = z.pipe(z.object({ id: z.string(), n: z.catch(z.optional(z.nullable(z.number().check(z.int()))), undefined), d: z.iso.datetime({ offset: true }), e: z.enum(['a','b']), u: z.union([z.string(), z.number()]), l: z.array(z.string()), day: z.iso.date(), lit: z.literal('x'), b: z.boolean(), uu: z.uuid() }), z.transform(strip));
export const run = (x: unknown) => A.safeParse(x);
