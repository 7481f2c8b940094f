import type { ComplianceIssue } from '@platform/core';
import type { ReactNode } from 'react';

/** The text with every issue's match marked, for moderators. */
export function HighlightedText({
  text,
  issues,
}: {
  text: string;
  issues: ReadonlyArray<Pick<ComplianceIssue, 'match' | 'label'>>;
}) {
  const needles = [...new Set(issues.map((issue) => issue.match.toLowerCase()))].filter(Boolean);
  if (needles.length === 0) return <p className="whitespace-pre-wrap">{text}</p>;
  const escaped = needles.map((needle) => needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'gi'));
  const nodes: ReactNode[] = parts.map((part, index) =>
    needles.includes(part.toLowerCase()) ? (
      <mark key={index} className="rounded bg-red-200 px-0.5 text-red-900 dark:bg-red-900 dark:text-red-100">
        {part}
      </mark>
    ) : (
      part
    ),
  );
  return <p className="whitespace-pre-wrap">{nodes}</p>;
}
