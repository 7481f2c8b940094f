import { useState } from 'react';
import { AttachmentLinks } from '../../../components/ui/attachment-links.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useAccountsTexts } from '../../accounts/index.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { useAdminTexts } from '../texts.ts';

export function OutboxTable() {
  const { t, i18n } = useAdminTexts();
  // Mail kinds and profile fields are the accounts feature's texts.
  useAccountsTexts();
  const [page, setPage] = useState(1);
  const [to, setTo] = useState('');
  const { data, isPending, isError, error } = useOutbox({ page, to });
  const dateTime = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-4">
      <div>
        <h2 id="outbox-title" className="text-xl font-semibold">
          {t('admin.outboxTitle')}
        </h2>
        <p className="text-sm text-zinc-500">{t('admin.outboxIntro')}</p>
      </div>
      <label className="flex max-w-sm flex-col gap-1 text-sm">
        {t('admin.outboxFilter')}
        <input
          type="search"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
      </label>
      {isPending ? <Spinner /> : null}
      {isError ? (
        <p role="alert" className="text-red-600">
          {error.message}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p className="text-zinc-500">{t('admin.outboxEmpty')}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="overflow-x-auto">
          <Table className="text-left">
            <caption className="sr-only">{t('admin.outboxTitle')}</caption>
            <TableHeader className="border-b border-zinc-200 dark:border-zinc-800">
              <TableRow>
                <TableHead className="py-2 pr-4">{t('admin.outboxDate')}</TableHead>
                <TableHead className="py-2 pr-4">{t('admin.outboxTo')}</TableHead>
                <TableHead className="py-2 pr-4">{t('admin.outboxSubject')}</TableHead>
                <TableHead className="py-2 pr-4">{t('admin.outboxKind')}</TableHead>
                <TableHead className="py-2">{t('admin.outboxStatus')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.items.map((mail) => (
                <TableRow key={mail.id} className="border-b border-zinc-100 align-top dark:border-zinc-800">
                  <TableCell className="py-2 pr-4 whitespace-nowrap">{dateTime.format(new Date(mail.createdAt))}</TableCell>
                  <TableCell className="py-2 pr-4">{mail.to}</TableCell>
                  <TableCell className="py-2 pr-4">
                    <details>
                      <summary className="cursor-pointer">{mail.subject}</summary>
                      <pre className="mt-2 whitespace-pre-wrap font-sans text-zinc-600 dark:text-zinc-400">{mail.text}</pre>
                    </details>
                    <AttachmentLinks mail={mail} base={`/api/admin/outbox/${mail.id}`} />
                  </TableCell>
                  <TableCell className="py-2 pr-4">{t(`emails.kinds.${mail.kind}`, { defaultValue: mail.kind })}</TableCell>
                  <TableCell className="py-2">
                    <Badge tone={mail.status === 'failed' ? 'danger' : mail.status === 'sent' ? 'brand' : 'neutral'}>
                      {t(`admin.outboxStatuses.${mail.status}`)}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {data ? (
        <Pager page={page} pages={pages} onChange={setPage}>
          <span className="ml-auto text-zinc-500">{t('admin.outboxTotal', { count: data.total })}</span>
        </Pager>
      ) : null}
    </section>
  );
}
