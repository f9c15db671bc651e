import type { AppContext } from '../../platform/context.ts';
import type { AuthState } from '../../platform/guards.ts';
import { toPreferencesDto, toUserDto } from './profile.mapper.ts';
import * as repo from './profiles.repository.ts';

export function createProfilesService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    async getOwnProfile(auth: AuthState) {
      const preferences = await repo.ensurePreferences(db, auth.user.id);
      return { user: toUserDto(auth.user), preferences: toPreferencesDto(preferences) };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
