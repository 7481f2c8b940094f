import { COMPLIANCE } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** Live issues from the engine and stored ones from the API share these fields. */
interface Issue {
  label: string;
  match: string;
  suggestion: string;
  severity: string;
}

/** The issues of a text; `limit` shows the first few with '+N meer'. */
export function IssueList({ issues, limit }: { issues: ReadonlyArray<Issue>; limit?: number }) {
  const { t } = useTranslation();
  const shown = limit ? issues.slice(0, limit) : issues;
  const hidden = issues.length - shown.length;
  return (
    <ul className="flex flex-col gap-2">
      {shown.map((issue) => (
        <li
          key={`${issue.label}-${issue.match}`}
          className="rounded-md border border-red-200 bg-red-50 p-2 text-sm dark:border-red-900 dark:bg-red-950/30"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={issue.severity === 'medium' || issue.severity === 'low' ? 'warning' : 'danger'}>{issue.label}</Badge>
            <span className="font-medium">“{issue.match}”</span>
          </div>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{issue.suggestion}</p>
        </li>
      ))}
      {hidden > 0 ? <li className="text-sm text-zinc-500">{t('community.content.more', { count: hidden })}</li> : null}
    </ul>
  );
}

export const ISSUES_SHOWN = COMPLIANCE.maxIssuesShown;
