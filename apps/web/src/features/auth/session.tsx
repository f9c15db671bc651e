import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@jobboard/contracts/auth';
import { STORAGE_KEYS } from '@jobboard/contracts/display';
import type { Preferences, User } from '@jobboard/contracts/users';
import { getToken, requestFreshAnswers } from '../../lib/api-client.ts';
import { savedDisplaySettings, useDisplaySettings } from '../../lib/display-settings.tsx';
import { storage } from '../../lib/storage.ts';
import * as authApi from './api/auth-api.ts';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

type Session = {
  status: SessionStatus;
  user: User | null;
  preferences: Preferences | null;
  /** Stores the token and user from a login or registration answer. */
  signIn(answer: AuthResponse['data']): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<unknown>;
};

const Context = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { adopt } = useDisplaySettings();
  const [token, setToken] = useState<string | null>(getToken);
  const profile = useQuery(authApi.profileQuery(token));

  // A stored token the server no longer accepts is dropped silently (docs/architecture.md#web-client).
  useEffect(() => {
    if (token && profile.isError) {
      storage.remove(STORAGE_KEYS.token);
      setToken(null);
    }
  }, [token, profile.isError]);

  const signIn = useCallback(
    async (answer: AuthResponse['data']) => {
      storage.set(STORAGE_KEYS.token, answer.token);
      queryClient.clear();
      setToken(answer.token);
      // Show the user at once, then fetch the full profile with preferences.
      await queryClient.prefetchQuery(authApi.profileQuery(answer.token));
      // The display settings saved with the account follow the person to this device.
      const profile = queryClient.getQueryData(authApi.profileQuery(answer.token).queryKey);
      if (profile) adopt(savedDisplaySettings(profile.preferences));
    },
    [queryClient, adopt],
  );

  const signOut = useCallback(async () => {
    try {
      await authApi.logout();
    } catch {
      // The token is forgotten here whatever the server said.
    }
    storage.remove(STORAGE_KEYS.token);
    setToken(null);
    queryClient.clear();
    try {
      sessionStorage.clear();
    } catch {
      // storage may be blocked
    }
    requestFreshAnswers();
  }, [queryClient]);

  const value = useMemo<Session>(() => {
    const data = profile.data;
    const status: SessionStatus = !token ? 'signed-out' : data ? 'signed-in' : profile.isError ? 'signed-out' : 'loading';
    return {
      status,
      user: token && data ? data.user : null,
      preferences: token && data ? data.preferences : null,
      signIn,
      signOut,
      refresh: () => profile.refetch(),
    };
  }, [token, profile, signIn, signOut]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSession(): Session {
  const session = useContext(Context);
  if (!session) throw new Error('useSession needs <SessionProvider>');
  return session;
}
