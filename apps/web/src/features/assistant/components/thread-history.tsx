import type { AssistantThreadSummary } from '@platform/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteThread } from '../api/delete-thread.ts';
import { getThreadQueryOptions } from '../api/get-thread.ts';
import { useThreads } from '../api/get-threads.ts';
import type { AssistantTarget } from '../lib/route-context.ts';
import { restartConversation, showThread } from '../state/assistant-store.ts';

/**
 * A signed-in person's earlier conversations: open one to carry on, or delete it after a confirmation.
 * `brand` is the brand the panel is on; a thread keeps its own assistant and place on the server.
 */
export function ThreadHistory({
  brand,
  currentId,
  onOpened,
}: {
  brand: AssistantTarget['context']['brand'];
  currentId: string | undefined;
  onOpened(): void;
}) {
  const { t } = useTranslation();
  const threads = useThreads(true);
  const queryClient = useQueryClient();
  const remove = useDeleteThread();
  const [toDelete, setToDelete] = useState<AssistantThreadSummary | null>(null);

  const open = async (summary: AssistantThreadSummary) => {
    try {
      const thread = await queryClient.fetchQuery(getThreadQueryOptions(summary.id));
      const target: AssistantTarget = { assistantId: thread.assistantId, context: { brand, page: 'general' } };
      showThread(target, { id: thread.id, messages: thread.messages as UIMessage[] });
      onOpened();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <h3 className="mb-2 font-semibold">{t('assistant.history.title')}</h3>
      <QueryState query={threads}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-zinc-500">{t('assistant.history.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((thread) => (
                <li
                  key={thread.id}
                  className="flex items-center gap-2 rounded-md border border-zinc-200 p-2 dark:border-zinc-800"
                >
                  <button type="button" className="flex min-w-0 flex-1 flex-col text-left" onClick={() => void open(thread)}>
                    <span className="truncate text-sm font-medium">{thread.title}</span>
                    <span className="text-xs text-zinc-500">{formatDate(thread.updatedAt, true)}</span>
                  </button>
                  <Button
                    variant="ghost"
                    box={BUTTON_BOX_COMPACT}
                    aria-label={t('assistant.history.delete', { title: thread.title })}
                    onClick={() => setToDelete(thread)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => {
          if (!next) setToDelete(null);
        }}
        title={t('assistant.history.deleteTitle')}
        description={t('assistant.history.deleteText', { title: toDelete?.title ?? '' })}
        confirm={t('assistant.history.deleteConfirm')}
        cancel={t('assistant.history.deleteCancel')}
        onConfirm={() => {
          if (!toDelete) return;
          const id = toDelete.id;
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(t('assistant.history.deleted'));
              if (id === currentId) restartConversation();
            },
            onError: (error) => toast.error(errorMessage(error)),
          });
        }}
      />
    </div>
  );
}
