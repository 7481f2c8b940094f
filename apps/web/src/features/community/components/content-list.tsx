import type { MakerContent } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ISSUES_SHOWN, IssueList } from './issue-list.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Submissions with status, score, municipality and up to three issues. */
export function ContentList({ items }: { items: ReadonlyArray<MakerContent> }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{item.title}</h3>
            <StatusBadge status={item.complianceStatus} />
            <span className="text-sm text-zinc-500">{item.contentType}</span>
          </div>
          <p className="text-sm">{item.description}</p>
          <p className="mt-1 text-xs text-zinc-500">
            {t('community.content.submitted', { date: formatDate(item.submissionDate) })} · {item.gemeente} ·{' '}
            {t('community.content.score', { score: item.preflightScore })} ·{' '}
            {t('community.content.issues', { count: item.complianceIssues.length })}
          </p>
          {item.reviewNote ? (
            <p className="mt-2 text-sm italic">{t('community.content.note', { note: item.reviewNote })}</p>
          ) : null}
          {item.complianceIssues.length > 0 ? (
            <div className="mt-2">
              <IssueList issues={item.complianceIssues} limit={ISSUES_SHOWN} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
