import { type AiContentDraft, hasRole } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMe } from '../../auth/index.ts';
import { AiDraftEditor } from '../components/ai-draft-editor.tsx';
import { AiDraftForm } from '../components/ai-draft-form.tsx';
import { AiDraftHistory } from '../components/ai-draft-history.tsx';
import { useAiContentTexts } from '../texts.ts';

/**
 * /admin/ai-content (ADR 056): editors and admins ask the assistant for a draft, see the compliance check's verdict,
 * change it and save it as a draft in the content manager; the history keeps every generated draft.
 */
export function AiContentPage() {
  const { t } = useAiContentTexts();
  const me = useMe();
  const [open, setOpen] = useState<AiContentDraft | null>(null);
  return (
    <Page title={t('aiContent.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('aiContent.title')}</h1>
      <QueryState query={me}>
        {(account) => {
          if (!account || !(account.contentEditor || hasRole(account.role, 'admin'))) {
            return (
              <Card className="flex flex-col gap-2">
                <p>{t('aiContent.noAccess')}</p>
                <Link to="/content-manager-landing" className="text-brand underline">
                  {t('aiContent.learnMore')}
                </Link>
              </Card>
            );
          }
          return (
            <div className="flex flex-col gap-4">
              <p className="text-zinc-600 dark:text-zinc-300">
                {t('aiContent.intro')}{' '}
                <Link to="/content-manager" className="text-brand underline">
                  {t('aiContent.toManager')}
                </Link>
              </p>
              <div className="grid gap-4 lg:grid-cols-2">
                <Card>
                  <AiDraftForm onDraft={setOpen} />
                </Card>
                {open ? <AiDraftEditor key={open.id} draft={open} onClose={() => setOpen(null)} /> : null}
              </div>
              <AiDraftHistory onOpen={setOpen} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
