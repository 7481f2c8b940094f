import { hasRole, passesVerification, type Role } from '@platform/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';

/**
 * The route guard's behaviour for a page that first resolves its path against the catalogue (ADR 050): an
 * unknown product is a 404 for everyone, so the guard may only run once the product is known.
 */
export function RoleGate({ minRole, verified = false, children }: { minRole: Role; verified?: boolean; children: ReactNode }) {
  const { me, role: myRole, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!me) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!hasRole(myRole, minRole)) return <Navigate to="/dashboard" replace />;
  if (verified && !passesVerification(me.profile)) return <Navigate to="/profile?tab=verification" replace />;
  return <>{children}</>;
}
