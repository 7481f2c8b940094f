import { Mail } from 'lucide-react';
import { AttachmentLinks } from '../../../components/ui/attachment-links.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMyMails } from '../api/get-my-mails.ts';
import { useAccountsTexts } from '../texts.ts';

/** The e-mails the platform sent me, newest first, each opening to its full text. */
export function EmailDashboardPage() {
  const { t } = useAccountsTexts();
  const mails = useMyMails();
  return (
    <Page title={t('emails.title')}>
      <h1 className="mb-2 text-3xl font-bold">{t('emails.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('emails.intro')}</p>
      <QueryState query={mails}>
        {(items) =>
          items.length === 0 ? (
            <Card className="flex items-center gap-3">
              <Mail className="h-6 w-6 text-brand" aria-hidden="true" />
              <p>{t('emails.empty')}</p>
            </Card>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((mail) => (
                <li key={mail.id}>
                  <Card>
                    <details>
                      <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                        <span className="font-medium">{mail.subject}</span>
                        <Badge>{t(`emails.kinds.${mail.kind}`, { defaultValue: t('emails.kinds.other') })}</Badge>
                        <span className="ml-auto text-sm text-zinc-500">{formatDate(mail.createdAt, true)}</span>
                      </summary>
                      <p className="mt-2 text-sm text-zinc-500">{t('emails.to', { to: mail.to })}</p>
                      <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{mail.text}</pre>
                    </details>
                    <AttachmentLinks mail={mail} base={`/api/me/mails/${mail.id}`} />
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
