import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useAuth } from '../auth-provider.tsx';

/**
 * The action part of an invitation link (place staff, partner members): signed in, who you are and the accept
 * button with the server's refusal; signed out, a way to sign in or up that comes back to the link. `keys` names the
 * texts (`<keys>.signedInAs`, `.button`, `.signIn`, `.toAuth`).
 */
export function AcceptOrSignIn<T>({
  keys,
  email,
  accept,
  onAccepted,
}: {
  keys: string;
  email: string;
  accept: UseMutationResult<T, Error, void>;
  onAccepted(result: T): void;
}) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const location = useLocation();
  if (!me) {
    return (
      <>
        <p>{t(`${keys}.signIn`, { email })}</p>
        {/* The auth page returns here after signing in or up, so the link survives the round trip. */}
        <Link className={buttonClass('primary', 'self-start')} to="/auth" state={{ from: location }}>
          {t(`${keys}.toAuth`)}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="text-sm">{t(`${keys}.signedInAs`, { email: me.user.email })}</p>
      {accept.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {accept.error.message}
        </p>
      ) : null}
      <div>
        <Button disabled={accept.isPending} onClick={() => accept.mutateAsync().then(onAccepted, () => undefined)}>
          {t(`${keys}.button`)}
        </Button>
      </div>
    </>
  );
}
