import { DEFAULT_REQUIRED_ROLE, hasRole, passesVerification, type Role } from '@platform/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner.tsx';
import { useAuth } from '../features/auth/index.ts';

interface ProtectedRouteProps {
  children: ReactNode;
  requiredRole?: Role;
  requireVerification?: boolean;
}

/**
 * The spec's protected-route behaviour. Convenience only: the server checks
 * every request itself.
 */
export function ProtectedRoute({
  children,
  requiredRole = DEFAULT_REQUIRED_ROLE,
  requireVerification = false,
}: ProtectedRouteProps) {
  const { me, role, loading } = useAuth();
  const location = useLocation();

  if (loading) return <LoadingScreen />;
  if (!me) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!hasRole(role, requiredRole)) return <Navigate to="/dashboard" replace />;
  if (requireVerification && !passesVerification(me.profile)) return <Navigate to="/profile?tab=verification" replace />;
  return <>{children}</>;
}
