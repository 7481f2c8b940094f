import { ACCOUNT_STATUSES, ROLES, type UserListQuery } from '@platform/core';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { useAccountsTexts } from '../../accounts/index.ts';
import { useUsers } from '../api/get-users.ts';
import { UserRow } from './user-row.tsx';

/** /user-management: search and filter accounts, change roles, suspend, ban, reinstate. */
export function UserManagementPage() {
  const { t } = useAccountsTexts();
  const [query, setQuery] = useState<UserListQuery>({ page: 1 });
  const users = useUsers(query);
  const update = (patch: Partial<UserListQuery>) => setQuery((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));

  return (
    <Page title={t('users.title')} wide>
      <h1 className="text-3xl font-bold">{t('users.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('users.intro')}</p>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <Field
          label={t('users.search')}
          type="search"
          value={query.q ?? ''}
          onChange={(e) => update({ q: e.target.value || undefined })}
        />
        <SelectField
          label={t('users.role')}
          value={query.role ?? ''}
          onChange={(e) => update({ role: (e.target.value || undefined) as UserListQuery['role'] })}
        >
          <option value="">{t('users.all')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`profile.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.status')}
          value={query.status ?? ''}
          onChange={(e) => update({ status: (e.target.value || undefined) as UserListQuery['status'] })}
        >
          <option value="">{t('users.all')}</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`profile.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Card className="overflow-x-auto">
        <QueryState query={users}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="text-zinc-500">{t('users.empty')}</p>
            ) : (
              <>
                <Table textSize="text-base" className="w-full text-left max-sm:block">
                  <caption className="mb-2 text-left text-sm text-zinc-500">{t('users.count', { count: data.total })}</caption>
                  {/* Below 640 px each user is a card: the headers are read out, not shown. */}
                  <TableHeader className="max-sm:sr-only">
                    <TableRow className="border-b border-zinc-200 text-sm dark:border-zinc-800">
                      <TableHead className="py-2 pr-3">{t('users.user')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('users.role')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('users.status')}</TableHead>
                      <TableHead className="py-2">{t('users.actions')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody className="max-sm:block">
                    {data.items.map((user) => (
                      <UserRow key={user.id} user={user} />
                    ))}
                  </TableBody>
                </Table>
                <Pager
                  page={query.page}
                  pages={Math.ceil(data.total / data.pageSize)}
                  onChange={(next) => update({ page: next })}
                />
              </>
            )
          }
        </QueryState>
      </Card>
    </Page>
  );
}
