import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOMMODATIONS_VERSION } from '@jobboard/contracts/accommodation-options';
import { ACCOMMODATION_GROUP_LABELS, ACCOMMODATION_GROUPS, ACCOMMODATION_TYPES } from '@jobboard/contracts/accommodation-vocabulary';
import { WORK_REQUIREMENTS } from '@jobboard/contracts/work-requirements';
import { AccommodationVocabularyResponse, type AccommodationVocabulary } from '@jobboard/contracts/accommodations';

const vocabulary: AccommodationVocabulary = {
  version: ACCOMMODATIONS_VERSION,
  groups: ACCOMMODATION_GROUPS.map((id) => ({ id, label: ACCOMMODATION_GROUP_LABELS[id] })),
  types: ACCOMMODATION_TYPES.map((t) => ({ ...t })),
  requirements: WORK_REQUIREMENTS.map((r) => ({ ...r })),
};

/** GET /v1/accommodations: public, and the same for everyone until the vocabulary's version changes. */
export const accommodationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accommodations',
    { schema: { tags: ['accommodations'], summary: 'The accommodation types and the physical and sensory requirements jobs and profiles use', response: { 200: AccommodationVocabularyResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: vocabulary };
    },
  );
};
