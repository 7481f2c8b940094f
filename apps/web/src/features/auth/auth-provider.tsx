import type { Me, Role } from '@platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useMe } from './api/get-me.ts';
import { authKeys } from './api/keys.ts';

interface AuthContextValue {
  me: Me | null;
  role: Role | null;
  loading: boolean;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending } = useMe();

  /** Sign-out always clears local state and ends on /, even when the server call fails (spec section 8). */
  const signOut = useCallback(async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      console.error('Uitloggen op de server mislukt', error);
    }
    queryClient.clear();
    queryClient.setQueryData(authKeys.me, null);
    navigate('/', { replace: true });
  }, [queryClient, navigate]);

  const value = useMemo(
    () => ({ me: data ?? null, role: data?.role ?? null, loading: isPending, signOut }),
    [data, isPending, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth moet binnen een AuthProvider worden gebruikt');
  return context;
}
