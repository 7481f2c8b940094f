export { getMeQueryOptions, meQueryKey } from './api/get-me.ts';
export { AuthProvider, useAuth } from './auth-provider.tsx';
