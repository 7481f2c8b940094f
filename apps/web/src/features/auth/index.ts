export { getMeQueryOptions, useMe } from './api/get-me.ts';
export { authKeys } from './api/keys.ts';
export { AuthProvider, useAccount, useAuth } from './auth-provider.tsx';
export { AcceptOrSignIn } from './components/accept-or-sign-in.tsx';
export { ReadOnlyFieldset, ReadOnlyNotice, useReadOnly } from './components/read-only.tsx';
export { SignedInOr } from './components/signed-in-or.tsx';
export { requireLogin, requireRole } from './require-role.tsx';
