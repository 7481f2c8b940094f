import type { AiContentDraft } from '@platform/core';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAiDrafts } from '../api/ai-drafts.ts';
import { useAiContentTexts } from '../texts.ts';

function verdictTone(draft: AiContentDraft) {
  if (!draft.compliance.checked) return 'neutral' as const;
  return draft.compliance.passes ? ('brand' as const) : ('danger' as const);
}

/** The drafts generated so far (all editors', newest first): what, by whom, the verdict, and whether it was saved. */
export function AiDraftHistory({ onOpen }: { onOpen(draft: AiContentDraft): void }) {
  const { t } = useAiContentTexts();
  const drafts = useAiDrafts();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('aiContent.history.title')}</h2>
      <QueryState query={drafts}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('aiContent.history.empty')}</p>
          ) : (
            <ul aria-label={t('aiContent.history.title')}>
              {list.map((draft) => (
                <li
                  key={draft.id}
                  className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 py-3 last:border-0 dark:border-zinc-800"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="font-medium break-words">{draft.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-sm text-zinc-500">
                      <Badge>{t(`aiContent.kinds.${draft.kind}`)}</Badge>
                      <Badge tone={verdictTone(draft)}>
                        {draft.compliance.checked
                          ? draft.compliance.passes
                            ? t('aiContent.history.passes')
                            : t('aiContent.history.blocked')
                          : t('aiContent.history.notChecked')}
                      </Badge>
                      {draft.savedPostId ? <Badge tone="brand">{t('aiContent.history.saved')}</Badge> : null}
                      <span>
                        {t('aiContent.history.by', { name: draft.authorName, date: formatDate(draft.createdAt, true) })}
                      </span>
                      <span>{draft.builtin ? t('aiContent.history.builtin') : draft.producedBy}</span>
                    </span>
                  </div>
                  <Button variant="secondary" onClick={() => onOpen(draft)}>
                    {t('aiContent.history.open')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
