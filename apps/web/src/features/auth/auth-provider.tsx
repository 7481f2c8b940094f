import type { Me, Role } from '@platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useHydratingServerHtml } from '../../lib/hydration.ts';
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
  // The server rendered for an anonymous visitor whose account was still loading: a page hydrated after its chunk
  // arrives must render that too (ADR 084), so the account shows once hydration is over.
  const hydrating = useHydratingServerHtml();

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
    () =>
      hydrating
        ? { me: null, role: null, loading: true, signOut }
        : { me: data ?? null, role: data?.role ?? null, loading: isPending, signOut },
    [data, isPending, hydrating, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth moet binnen een AuthProvider worden gebruikt');
  return context;
}
