import { DEFAULT_REQUIRED_ROLE, hasRole, passesVerification, type Role } from '@platform/core';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { useSignedInTexts } from '../../lib/signed-in-texts.ts';
import { useAuth } from './auth-provider.tsx';

interface GuardProps {
  role: Role;
  verified: boolean;
}

/**
 * The spec's protected-route behaviour as a layout route. Convenience only: the
 * server checks every request itself.
 */
function RoleGuard({ role, verified }: GuardProps) {
  // The screens behind the guard read the signed-in texts; they load beside the account.
  useSignedInTexts();
  const { me, role: myRole, loading } = useAuth();
  const location = useLocation();

  if (loading) return <LoadingScreen />;
  if (!me) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!hasRole(myRole, role)) return <Navigate to="/dashboard" replace />;
  if (verified && !passesVerification(me.profile)) return <Navigate to="/profile?tab=verification" replace />;
  return <Outlet />;
}

/**
 * The one guard style of the route table: `routes` open only to an account with at least
 * `role` (`demo` is any signed-in account) and, with `verified`, a passed identity check.
 */
export function requireRole(role: Role, routes: RouteObject[], { verified = false } = {}): RouteObject {
  return { element: <RoleGuard role={role} verified={verified} />, children: routes };
}

/** `routes` open to any signed-in account. */
export const requireLogin = (routes: RouteObject[], options?: { verified?: boolean }) =>
  requireRole(DEFAULT_REQUIRED_ROLE, routes, options);
