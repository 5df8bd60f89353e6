import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/api';

/**
 * `GET /api/keepsake/demo`: only the embedded demo service answers it, with the demo accounts
 * to show on the sign-in page. A real Immich server answers 404; any failure means "not the demo".
 */
const DemoInfoSchema = z.object({
  demo: z.boolean(),
  accounts: z
    .array(z.object({ email: z.string(), password: z.string(), name: z.string().optional() }))
    .catch([]),
});

/** What the sign-in page knows about the demo library. */
export type DemoInfo = { demo: boolean; accounts: { email: string; password: string; name?: string | undefined }[] };

const notDemo: DemoInfo = { demo: false, accounts: [] };

export const demoQueries = {
  info: () =>
    queryOptions({
      queryKey: ['keepsake', 'demo'] as const,
      queryFn: async ({ signal }): Promise<DemoInfo> => {
        try {
          return await apiFetch('/keepsake/demo', {
            schema: DemoInfoSchema,
            signal,
            timeoutMs: 5_000,
            ignoreUnauthorized: true,
          });
        } catch {
          return notDemo;
        }
      },
      staleTime: Infinity,
      retry: false,
    }),
};

