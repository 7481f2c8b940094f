import type { Me, Role } from '@platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { useHydratingServerHtml } from '../../lib/hydration.ts';
import { useMe } from './api/get-me.ts';
import { authKeys } from './api/keys.ts';

interface AccountContextValue {
  me: Me | null;
  role: Role | null;
  signOut(): Promise<void>;
}

interface AuthContextValue extends AccountContextValue {
  loading: boolean;
}

/**
 * The account and whether it is still loading, as two contexts: the header, its links and a page's favourite buttons
 * read only the account (`useAccount`), so an anonymous visitor's page does not render them again when the loading
 * flag settles after hydration (issue 21: that was a task of its own on every page).
 */
const AccountContext = createContext<AccountContextValue | null>(null);
const LoadingContext = createContext<boolean>(true);

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

  const me = hydrating ? null : (data ?? null);
  const account = useMemo(() => ({ me, role: me?.role ?? null, signOut }), [me, signOut]);
  return (
    <AccountContext.Provider value={account}>
      <LoadingContext.Provider value={hydrating || isPending}>{children}</LoadingContext.Provider>
    </AccountContext.Provider>
  );
}

/** The signed-in account (null while loading or signed out), its role and sign-out. */
export function useAccount(): AccountContextValue {
  const context = useContext(AccountContext);
  if (!context) throw new Error('useAuth moet binnen een AuthProvider worden gebruikt');
  return context;
}

/** The account and whether it is still loading: for guards that wait for it. */
export function useAuth(): AuthContextValue {
  const account = useAccount();
  const loading = useContext(LoadingContext);
  return useMemo(() => ({ ...account, loading }), [account, loading]);
}
