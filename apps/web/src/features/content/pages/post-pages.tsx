import { Link, Navigate, useParams } from 'react-router';
import { PublicQuery } from '../../../app/public-query.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePage, usePartnerNewsItem, usePost, usePosts } from '../api/public-posts.ts';
import { PostArticle, PostHeroImage } from '../components/post-article.tsx';
import { PostBody } from '../components/post-body.tsx';
import { PostCards } from '../components/post-cards.tsx';
import { useContentTexts } from '../texts.ts';

function MorePosts({ currentId }: { currentId: string }) {
  const { t } = useContentTexts();
  const posts = usePosts();
  const others = (posts.data ?? []).filter((post) => post.id !== currentId).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className="mt-10 flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('content.public.more')}</h2>
      <PostCards posts={others} />
    </section>
  );
}

/** /blog/{slug}: the detail page of every platform post, blog and news alike (ADR 049). */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  return (
    <PublicQuery query={post}>
      {(data) => (
        <Page title={data.title}>
          <PostArticle post={data} />
          <MorePosts currentId={data.id} />
        </Page>
      )}
    </PublicQuery>
  );
}

/** /news/{slug} and /nieuws/{slug}: the old news addresses (the server answers 301; in the app a redirect). */
export function NewsRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/blog/${slug}`} replace />;
}

/** /partners/{partnerSlug}/news/{newsSlug}: a partner's news post. */
export function PartnerNewsPage() {
  const { t } = useContentTexts();
  const { partnerSlug = '', newsSlug = '' } = useParams();
  const post = usePartnerNewsItem(partnerSlug, newsSlug);
  return (
    <PublicQuery query={post}>
      {(data) => (
        <Page title={data.title}>
          <Link to={`/partners/${partnerSlug}`} className="mb-4 inline-block text-sm text-brand underline">
            {t('content.public.backToPartner', { name: data.partner?.name ?? '' })}
          </Link>
          <PostArticle post={data} />
        </Page>
      )}
    </PublicQuery>
  );
}

/** /pagina/{slug}: a standalone page of the platform (ADR 056): its title, text and when it last changed. */
export function StandalonePage() {
  const { t } = useContentTexts();
  const { slug = '' } = useParams();
  const page = usePage(slug);
  return (
    <PublicQuery query={page}>
      {(data) => (
        <Page title={data.title}>
          <article className="flex flex-col gap-4">
            <h1 className="text-3xl font-bold">{data.title}</h1>
            {data.summary ? <p className="text-lg text-zinc-600 dark:text-zinc-300">{data.summary}</p> : null}
            {data.imageUrl ? <PostHeroImage url={data.imageUrl} /> : null}
            <PostBody html={data.body} />
            <p className="text-sm text-zinc-500">{t('content.public.pageSince', { date: formatDate(data.publishedAt) })}</p>
          </article>
        </Page>
      )}
    </PublicQuery>
  );
}
