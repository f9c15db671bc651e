import { z } from 'zod';

export const HealthResponse = z.object({
  success: z.boolean(),
  data: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) }),
});
