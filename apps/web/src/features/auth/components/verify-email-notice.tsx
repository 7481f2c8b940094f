import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useResendVerification } from '../api/resend-verification.ts';

/** "Bevestig je e-mailadres" after sign-up, or when an unconfirmed account signs in (ADR 060), with "opnieuw sturen". */
export function VerifyEmailNotice({ email, text }: { email: string; text: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-brand/40 bg-brand/5 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <MailCheck className="h-4 w-4" aria-hidden="true" />
        {t('auth.verifyTitle')}
      </p>
      <p>{text}</p>
      {resend.isSuccess ? <p>{t('auth.verifyResent', { email })}</p> : null}
      {resend.isError ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {resend.error.message}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
          {t('auth.verifyResend')}
        </Button>
      </div>
    </div>
  );
}
