import { BRAND_TYPES, type ManagedPost, POST_KINDS, type PostInput, PUBLICATIONS, type Publication } from '@platform/core';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormField, FormSelect } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { PostScope } from '../api/keys.ts';
import { usePreviewPost, useSavePost, useUploadPostImage } from '../api/managed-posts.ts';
import { useContentTexts } from '../texts.ts';
import { PostPreviewCard } from './post-preview.tsx';

// The editor and its ProseMirror core load only when someone writes (bundle budget, ADR 049).
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })));

interface PostFormValues {
  kind: (typeof POST_KINDS)[number];
  brand: (typeof BRAND_TYPES)[number];
  title: string;
  summary: string;
  body: string;
  imageUrl: string | null;
  publication: Publication;
  /** The browser's datetime-local value (Dutch wall clock on a Dutch device). */
  publishAt: string;
}

/** An ISO instant as the value of a datetime-local input, in the device's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

function defaults(post: ManagedPost | null, kind: PostFormValues['kind']): PostFormValues {
  if (!post) {
    return { kind, brand: 'cannabis', title: '', summary: '', body: '', imageUrl: null, publication: 'draft', publishAt: '' };
  }
  const publication: Publication = post.state === 'draft' ? 'draft' : post.state === 'scheduled' ? 'scheduled' : 'now';
  return {
    kind: post.kind,
    brand: post.brand,
    title: post.title,
    summary: post.summary,
    body: post.body,
    imageUrl: post.imageUrl,
    publication,
    publishAt: toLocalInput(post.state === 'scheduled' ? post.publishedAt : null),
  };
}

function toInput(values: PostFormValues): PostInput {
  const at = values.publishAt ? new Date(values.publishAt) : null;
  return {
    ...values,
    publishAt: values.publication === 'scheduled' && at && !Number.isNaN(at.getTime()) ? at.toISOString() : null,
  };
}

/**
 * Writes a post: kind and brand, title, summary, the rich text, an image, and when it appears (draft, now or at a
 * moment). A cannabis-brand post that fails the compliance check is refused with the reasons shown here.
 */
export function PostForm({
  scope,
  post,
  defaultKind = 'news',
  onDone,
}: {
  scope: PostScope;
  post: ManagedPost | null;
  defaultKind?: PostFormValues['kind'];
  onDone(): void;
}) {
  const { t } = useContentTexts();
  const save = useSavePost(scope, post?.id ?? null);
  const preview = usePreviewPost(scope);
  const upload = useUploadPostImage(scope);
  const [blocked, setBlocked] = useState<string | null>(null);
  const form = useForm<PostFormValues>({ defaultValues: defaults(post, defaultKind) });
  const publication = form.watch('publication');
  const imageUrl = form.watch('imageUrl');
  const uploadImage = async (file: File) => (await upload.mutateAsync(file)).url.replace(/\/[a-z]+\.webp$/, '/detail.webp');
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      aria-label={post ? t('content.form.edit') : t('content.form.new')}
      onSubmit={async (values) => {
        setBlocked(null);
        const saved = await save.mutateAsync(toInput(values));
        toast.success(t(`content.form.saved.${saved.state}`));
        onDone();
      }}
      onServerError={(error) => {
        if (error instanceof ApiRequestError && error.message.startsWith('Niet gepubliceerd')) {
          setBlocked(error.message);
          return true;
        }
        return false;
      }}
    >
      <h2 className="text-xl font-semibold">{post ? t('content.form.edit') : t('content.form.new')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {scope.kind === 'platform' ? (
          <FormSelect name="kind" label={t('content.form.kind')}>
            {POST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.kinds.${kind}`)}
              </option>
            ))}
          </FormSelect>
        ) : null}
        <FormSelect name="brand" label={t('content.form.brand')}>
          {BRAND_TYPES.map((brand) => (
            <option key={brand} value={brand}>
              {t(`content.brands.${brand}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormField name="title" label={t('content.form.title')} maxLength={140} />
      <FormField name="summary" label={t('content.form.summary')} />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <Suspense fallback={<Spinner label={t('content.editor.loading')} />}>
            <RichTextEditor
              label={t('content.form.body')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              uploadImage={uploadImage}
            />
          </Suspense>
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        {imageUrl ? <img src={imageUrl} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" /> : null}
        <label className="cursor-pointer rounded-md border border-zinc-300 px-3 py-2 text-sm focus-within:outline-2 dark:border-zinc-700">
          {imageUrl ? t('content.form.replaceImage') : t('content.form.addImage')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              try {
                form.setValue('imageUrl', (await upload.mutateAsync(file)).url.replace(/\/[a-z]+\.webp$/, '/hero.webp'));
              } catch (failure) {
                toast.error(failure instanceof Error ? failure.message : String(failure));
              }
            }}
          />
        </label>
        {imageUrl ? (
          <Button type="button" variant="secondary" onClick={() => form.setValue('imageUrl', null)}>
            {t('content.form.removeImage')}
          </Button>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t('content.form.publication')}</legend>
        <div className="flex flex-wrap gap-4">
          {PUBLICATIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" value={option} {...form.register('publication')} />
              {t(`content.publications.${option}`)}
            </label>
          ))}
        </div>
        {publication === 'scheduled' ? (
          <div className="max-w-xs">
            <FormField name="publishAt" type="datetime-local" step={1} label={t('content.form.publishAt')} />
          </div>
        ) : null}
      </fieldset>
      {blocked ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{t('content.form.blocked')}</p>
          <p>{blocked}</p>
        </div>
      ) : null}
      {preview.data ? <PostPreviewCard title={form.getValues('title')} preview={preview.data} /> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending}>{t('content.form.save')}</SubmitButton>
        <Button
          type="button"
          variant="secondary"
          disabled={preview.isPending}
          onClick={() => preview.mutate(toInput(form.getValues()), { onError: (error) => toast.error(error.message) })}
        >
          {t('content.form.preview')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('content.form.cancel')}
        </Button>
      </div>
    </Form>
  );
}

export function PostFormCard(props: React.ComponentProps<typeof PostForm>) {
  return (
    <Card>
      <PostForm {...props} />
    </Card>
  );
}
