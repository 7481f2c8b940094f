import type { PostPreview } from '@platform/core';
import { Card } from '../../../components/ui/card.tsx';
import { useContentTexts } from '../texts.ts';
import { PostBody } from './post-body.tsx';

/** What readers will see (after sanitising) and what the compliance check says. */
export function PostPreviewCard({ title, preview }: { title: string; preview: PostPreview }) {
  const { t } = useContentTexts();
  const { compliance } = preview;
  return (
    <Card className="flex flex-col gap-3" aria-label={t('content.preview.title')}>
      <h3 className="text-sm font-semibold uppercase text-zinc-500">{t('content.preview.title')}</h3>
      {compliance.checked ? (
        compliance.passes ? (
          <p className="text-sm text-emerald-700 dark:text-emerald-300">
            {t('content.preview.passes', { score: compliance.score })}
          </p>
        ) : (
          <div className="text-sm text-red-700 dark:text-red-300">
            <p className="font-semibold">{t('content.preview.fails', { score: compliance.score })}</p>
            <ul className="list-disc pl-5">
              {compliance.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )
      ) : (
        <p className="text-sm text-zinc-500">{t('content.preview.notChecked')}</p>
      )}
      <article className="border-t border-zinc-200 pt-3 dark:border-zinc-800">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        <PostBody html={preview.body} />
      </article>
    </Card>
  );
}
