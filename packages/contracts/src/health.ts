import { z } from 'zod';

/** One service the API relies on: whether it answers, and how long one round trip took. */
const Dependency = z.object({
  state: z.enum(['ok', 'degraded', 'down', 'not-configured']),
  latencyMs: z.number().nullable(),
  /** What the API does meanwhile, when it is not ok. */
  note: z.string().optional(),
});

export const HealthResponse = z.object({
  success: z.boolean(),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'down']),
    /** Mail and storage are listed when the server can check them (always, outside tests that replace them). */
    dependencies: z.object({ database: Dependency, redis: Dependency, mail: Dependency.optional(), storage: Dependency.optional() }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
