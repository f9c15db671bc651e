import { z } from 'zod';
import { ACCOMMODATION_IDS } from './accommodation-options.ts';
import { ACCOMMODATION_GROUPS } from './accommodation-vocabulary.ts';
import { WORK_REQUIREMENT_IDS } from './work-requirements.ts';

/** GET /v1/accommodations: the shared vocabulary, so other clients need not copy it. */
export const AccommodationVocabularyResponse = z.object({
  success: z.literal(true),
  data: z.object({
    version: z.number().int(),
    groups: z.array(z.object({ id: z.enum(ACCOMMODATION_GROUPS), label: z.string() })),
    types: z.array(z.object({ id: z.enum(ACCOMMODATION_IDS), group: z.enum(ACCOMMODATION_GROUPS), label: z.string(), description: z.string() })),
    requirements: z.array(z.object({ id: z.enum(WORK_REQUIREMENT_IDS), kind: z.enum(['physical', 'sensory']), label: z.string() })),
  }),
});
export type AccommodationVocabulary = z.infer<typeof AccommodationVocabularyResponse>['data'];
