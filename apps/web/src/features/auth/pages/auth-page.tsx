import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { LoadingScreen, Spinner } from '../../../components/ui/spinner.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../auth-provider.tsx';

// Each form with the form library as its own chunk, fetched while the account is asked for (the page waits for it
// anyway): the page's first load stays within the budget (ADR 082), and only the open tab's form loads.
const SignInForm = lazyPage(() => import('../components/sign-in-form.tsx'), 'SignInForm');
const SignUpForm = lazyPage(() => import('../components/sign-up-form.tsx'), 'SignUpForm');
const ForgotPasswordForm = lazyPage(() => import('../components/forgot-password-form.tsx'), 'ForgotPasswordForm');
const ResetPasswordForm = lazyPage(() => import('../components/reset-password-form.tsx'), 'ResetPasswordForm');

type Mode = 'signIn' | 'signUp' | 'forgot';

interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Sign in, sign up (then "bevestig je e-mailadres"), forgot password; with ?token= (the reset e-mail's link) it sets a
 * new password; with ?bevestigd=1&error= the confirmation link did not work.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const { me, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('signIn');
  const token = params.get('token');
  // The e-mail confirmation link lands here (ADR 060): signed in it moves on; a spent or broken link says so.
  const linkFailed = params.has('bevestigd') && params.has('error');
  const confirmed = params.has('bevestigd') && !params.has('error');
  const from = (location.state as FromState | null)?.from;
  const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/dashboard';

  if (loading) return <LoadingScreen />;
  if (me && !token) return <Navigate to={target} replace />;

  const goToTarget = () => navigate(target, { replace: true });

  if (token) {
    return (
      <Page title={t('auth.resetTitle')}>
        <Card className="mx-auto max-w-md">
          <h1 className="mb-1 text-2xl font-semibold">{t('auth.resetTitle')}</h1>
          <p className="mb-6 text-sm text-zinc-500">{t('auth.resetIntro')}</p>
          <Suspense fallback={<Spinner />}>
            <ResetPasswordForm token={token} onDone={() => setParams({}, { replace: true })} />
          </Suspense>
        </Card>
      </Page>
    );
  }

  const title = mode === 'signUp' ? t('auth.signUpTitle') : mode === 'forgot' ? t('auth.forgotTitle') : t('auth.signInTitle');
  const intro = mode === 'signUp' ? t('auth.signUpIntro') : mode === 'forgot' ? t('auth.forgotIntro') : t('auth.signInIntro');

  return (
    <Page title={title}>
      <Card className="mx-auto max-w-md">
        {mode !== 'forgot' ? (
          <TabList<'signIn' | 'signUp'>
            label={t('auth.signInTitle')}
            value={mode === 'signUp' ? 'signUp' : 'signIn'}
            options={['signIn', 'signUp']}
            onChange={setMode}
            text={(tab) => (tab === 'signIn' ? t('auth.tabSignIn') : t('auth.tabSignUp'))}
            fill
            className="mb-6"
          />
        ) : null}
        <h1 className="mb-1 text-2xl font-semibold">{title}</h1>
        <p className="mb-6 text-sm text-zinc-500">{intro}</p>
        {mode === 'signIn' && linkFailed ? (
          <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
            {t('auth.verifyLinkFailed')}
          </p>
        ) : null}
        {mode === 'signIn' && confirmed ? (
          <p
            role="status"
            className="mb-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
          >
            {t('auth.verifyConfirmed')}
          </p>
        ) : null}
        <Suspense fallback={<Spinner />}>
          {mode === 'signIn' ? (
            <>
              <SignInForm
                onSignedIn={() => {
                  toast.success(t('auth.signedIn'));
                  goToTarget();
                }}
              />
              <button type="button" className="mt-4 text-sm text-brand underline" onClick={() => setMode('forgot')}>
                {t('auth.forgotLink')}
              </button>
            </>
          ) : null}
          {mode === 'signUp' ? <SignUpForm /> : null}
          {mode === 'forgot' ? (
            <>
              <ForgotPasswordForm onSent={() => setMode('signIn')} />
              <button type="button" className="mt-4 text-sm text-brand underline" onClick={() => setMode('signIn')}>
                {t('auth.backToSignIn')}
              </button>
            </>
          ) : null}
        </Suspense>
      </Card>
    </Page>
  );
}
