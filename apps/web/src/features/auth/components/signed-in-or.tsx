import { hasRole, type Role } from '@platform/core';
import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useSignedInTexts } from '../../../lib/signed-in-texts.ts';
import { useAuth } from '../auth-provider.tsx';

/**
 * A public path that is also a tool (spec §2: `/digitale-schermen`, `/report-manager`, `/website-generator`): an
 * account with at least `minRole` gets `signedIn`, everyone else `visitor`. It waits for the account, so a signed-in
 * owner never sees the visitor's page flash first. Convenience only: the server checks every request of the tool.
 */
export function SignedInOr({ minRole, signedIn, visitor }: { minRole: Role; signedIn: ReactNode; visitor: ReactNode }) {
  const { me, role, loading } = useAuth();
  if (loading) return <LoadingScreen />;
  return me && hasRole(role, minRole) ? <WithSignedInTexts>{signedIn}</WithSignedInTexts> : visitor;
}

/** The tool reads the signed-in texts (lib/signed-in-texts.ts); the visitor's page never loads them. */
function WithSignedInTexts({ children }: { children: ReactNode }) {
  useSignedInTexts();
  return children;
}
