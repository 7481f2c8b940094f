import { hasRole, type MenuImportHistoryQuery } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAuth } from '../../auth/index.ts';
import { useImportHistory } from '../api/history.ts';
import { useMenuImportTexts } from '../texts.ts';

const OUTCOME_TONE = { applied: 'brand', parsed: 'neutral', cancelled: 'warning', failed: 'danger' } as const;

/** /menu-import-history: every import with who, when, source, counts and outcome; owners see their own places'. */
export function MenuImportHistoryPage() {
  const { t } = useMenuImportTexts();
  const { role } = useAuth();
  const [query, setQuery] = useState<MenuImportHistoryQuery>({});
  const history = useImportHistory(query);
  const admin = hasRole(role, 'admin');
  return (
    <Page title={t('menuImport.history.title')} wide>
      <h1 className="text-3xl font-bold">{t('menuImport.history.title')}</h1>
      <p className="mt-2 mb-4 text-zinc-700 dark:text-zinc-300">
        {admin ? t('menuImport.history.introAdmin') : t('menuImport.history.introOwner')}
      </p>
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-44">
            <Field
              type="date"
              label={t('menuImport.history.from')}
              value={query.from ?? ''}
              onChange={(event) => setQuery((current) => ({ ...current, from: event.target.value || undefined }))}
            />
          </div>
          <div className="w-44">
            <Field
              type="date"
              label={t('menuImport.history.to')}
              value={query.to ?? ''}
              onChange={(event) => setQuery((current) => ({ ...current, to: event.target.value || undefined }))}
            />
          </div>
          <Link to="/menu-importeren" className={buttonClass('primary', 'ml-auto')}>
            {t('menuImport.history.new')}
          </Link>
        </div>
        <QueryState query={history}>
          {({ imports }) =>
            imports.length === 0 ? (
              <p className="text-zinc-600 dark:text-zinc-400">{t('menuImport.history.empty')}</p>
            ) : (
              <ScrollRegion label={t('menuImport.history.tableLabel')}>
                <Table aria-label={t('menuImport.history.tableLabel')}>
                  <TableHeader>
                    <TableRow className="border-b border-zinc-200 text-left dark:border-zinc-800">
                      <TableHead className="py-2 pr-3">{t('menuImport.history.columns.when')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('menuImport.history.columns.place')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('menuImport.history.columns.who')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('menuImport.history.columns.source')}</TableHead>
                      <TableHead className="py-2 pr-3">{t('menuImport.history.columns.counts')}</TableHead>
                      <TableHead className="py-2">{t('menuImport.history.columns.outcome')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {imports.map((entry) => (
                      <TableRow key={entry.id} className="border-b border-zinc-100 align-top dark:border-zinc-800">
                        <TableCell className="py-2 pr-3 whitespace-nowrap">{formatDate(entry.createdAt, true)}</TableCell>
                        <TableCell className="py-2 pr-3">
                          {entry.place.name}
                          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                            {t(`menuImport.place.types.${entry.place.type}`)}
                          </span>
                        </TableCell>
                        <TableCell className="py-2 pr-3">{entry.user.name}</TableCell>
                        <TableCell className="py-2 pr-3">
                          {t(`menuImport.history.sources.${entry.source.type}`)}
                          {entry.source.fileName ? (
                            <span className="block max-w-48 truncate text-xs text-zinc-600 dark:text-zinc-400">
                              {entry.source.fileName}
                            </span>
                          ) : null}
                        </TableCell>
                        <TableCell className="py-2 pr-3">{t('menuImport.history.counts', entry.counts)}</TableCell>
                        <TableCell className="py-2">
                          <Badge tone={OUTCOME_TONE[entry.outcome]}>{t(`menuImport.history.outcomes.${entry.outcome}`)}</Badge>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </ScrollRegion>
            )
          }
        </QueryState>
      </Card>
    </Page>
  );
}
