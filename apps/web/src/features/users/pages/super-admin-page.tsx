import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAccountsTexts } from '../../accounts/index.ts';
import { useAdmins } from '../api/get-admins.ts';
import { useAudit } from '../api/get-audit.ts';
import { auditSentence } from '../components/audit-sentence.ts';
import { useUsersTexts } from '../texts.ts';

/** /admin/super: the admins, the audit log and the platform settings that are fixed by configuration. */
export function SuperAdminPage() {
  const { t } = useUsersTexts();
  // Mail kinds and profile fields are the accounts feature's texts.
  useAccountsTexts();
  const admins = useAdmins();
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  return (
    <Page title={t('superAdmin.title')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('superAdmin.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <h2 className="mb-3 text-xl font-semibold">{t('superAdmin.admins')}</h2>
          <QueryState query={admins}>
            {(items) => (
              <ul className="flex flex-col gap-2">
                {items.map((admin) => (
                  <li key={admin.id}>
                    <span className="font-medium">{admin.name}</span> <span className="text-sm text-zinc-500">{admin.email}</span>{' '}
                    <span className="text-sm">({t(`profile.roles.${admin.role ?? 'none'}`)})</span>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <h2 className="mt-6 mb-2 text-xl font-semibold">
            {/* The spec's "Platforminstellingen" leads to the settings changed at run time (ADR 058). */}
            <Link to="/admin/advanced" className="text-brand underline">
              {t('superAdmin.settings')}
            </Link>
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('superAdmin.settingsText')}</p>
        </Card>
        <Card className="overflow-x-auto lg:col-span-2">
          <h2 className="mb-3 text-xl font-semibold">{t('superAdmin.audit')}</h2>
          <QueryState query={audit}>
            {(data) =>
              data.items.length === 0 ? (
                <p className="text-zinc-500">{t('superAdmin.auditEmpty')}</p>
              ) : (
                <>
                  <Table className="text-left">
                    <TableHeader>
                      <TableRow className="border-b border-zinc-200 dark:border-zinc-800">
                        <TableHead className="py-2 pr-3">{t('superAdmin.when')}</TableHead>
                        <TableHead className="py-2">{t('audit.what')}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.items.map((entry) => {
                        const { sentence, note } = auditSentence(t, entry);
                        return (
                          <TableRow key={entry.id} className="border-b border-zinc-100 align-top dark:border-zinc-800">
                            <TableCell className="py-2 pr-3 whitespace-nowrap">{formatDate(entry.createdAt, true)}</TableCell>
                            <TableCell className="py-2">
                              {sentence}
                              {note ? <div className="text-xs text-zinc-500">{note}</div> : null}
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                  <Pager page={page} pages={Math.ceil(data.total / data.pageSize)} onChange={setPage} />
                </>
              )
            }
          </QueryState>
        </Card>
      </div>
    </Page>
  );
}
