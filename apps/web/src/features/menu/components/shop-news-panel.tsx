import { type NewsPostInput, NewsPostInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { usePublishNews, useRemoveNews, useShopNews } from '../api/shop-news.ts';

/** The shop's news: write a post (it publishes only when it passes the compliance check), see and remove posts. */
export function ShopNewsPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const news = useShopNews(shopId);
  const publish = usePublishNews(shopId);
  const remove = useRemoveNews(shopId);
  const form = useZodForm(NewsPostInputSchema, { title: '', body: '' });
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <Form
          form={form}
          aria-label={t('shopNews.formLabel')}
          className="flex flex-col gap-3"
          onSubmit={async (input: NewsPostInput) => {
            await publish.mutateAsync(input);
            toast.success(t('shopNews.published'));
            form.reset({ title: '', body: '' });
          }}
        >
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('shopNews.rules')}</p>
          <FormField name="title" label={t('shopNews.title')} />
          <FormTextarea name="body" label={t('shopNews.body')} rows={5} />
          <div>
            <SubmitButton pending={publish.isPending}>{t('shopNews.publish')}</SubmitButton>
          </div>
        </Form>
      </Card>
      <QueryState query={news}>
        {(posts) =>
          posts.length === 0 ? (
            <p className="text-zinc-500">{t('shopNews.none')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t('shopNews.listLabel')}>
              {posts.map((post) => (
                <li
                  key={post.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
                >
                  <span className="font-medium break-words">{post.title}</span>
                  <span className="text-sm text-zinc-500">{formatDate(post.publishedAt)}</span>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" className="ml-auto" aria-label={`${t('shopNews.remove')}: ${post.title}`}>
                        {t('shopNews.remove')}
                      </Button>
                    }
                    title={t('shopNews.removeQuestion', { title: post.title })}
                    confirm={t('shopNews.remove')}
                    cancel={t('app.cancel')}
                    onConfirm={async () => {
                      try {
                        await remove.mutateAsync(post.id);
                        toast.success(t('shopNews.removed'));
                      } catch (error) {
                        toast.error(errorMessage(error));
                      }
                    }}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
