import type { z } from 'zod';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_MAX, type CreateSavedSearchRequest, type SavedSearch, type UpdateSavedSearchRequest } from '@jobboard/contracts/saved-searches';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AuthState } from '../../platform/guards.ts';
import * as repo from './saved-searches.repository.ts';

type User = AuthState['user'];
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const toSavedSearchDto = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  paused: row.paused,
  createdAt: iso(row.createdAt)!,
  lastAlertAt: iso(row.lastAlertAt),
});

/** A job seeker's saved searches: at most SAVED_SEARCHES_MAX, each only its owner's (another's id is a 404). */
export function createSavedSearchesService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async list(user: User) {
      return (await repo.listOf(db, user.id)).map(toSavedSearchDto);
    },

    async create(user: User, input: z.output<typeof CreateSavedSearchRequest>) {
      const row = await db.transaction(async (tx) => {
        if ((await repo.lockAndCount(tx, user.id)) >= SAVED_SEARCHES_MAX) throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
        return repo.insert(tx, { userId: user.id, name: input.name, query: input.query, frequency: input.frequency });
      });
      return toSavedSearchDto(row);
    },

    async update(user: User, id: string, input: z.output<typeof UpdateSavedSearchRequest>) {
      const row = await repo.update(db, user.id, id, input);
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return toSavedSearchDto(row);
    },

    async remove(user: User, id: string) {
      if (!(await repo.remove(db, user.id, id))) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
