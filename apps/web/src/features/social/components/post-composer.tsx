import {
  addDays,
  dutchDate,
  dutchTime,
  dutchWallClock,
  NETWORK_SPECS,
  type PlaceKindName,
  SOCIAL_NETWORKS,
  type SocialImage,
  type SocialNetwork,
  type SocialPost,
  SocialPostInputSchema,
  socialChecks,
} from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSavePost } from '../api/post-mutations.ts';
import { useSocialTexts } from '../texts.ts';
import { CheckPanels } from './check-panels.tsx';
import { ImagePicker } from './image-picker.tsx';
import { NetworkPreviews } from './network-previews.tsx';
import { WritingHelp } from './writing-help.tsx';

type Errors = Partial<Record<'text' | 'networks' | 'scheduledAt' | 'imageId' | 'form', string>>;

interface Draft {
  text: string;
  networks: SocialNetwork[];
  date: string;
  time: string;
  image: SocialImage | null;
}

function emptyDraft(): Draft {
  return { text: '', networks: ['facebook'], date: addDays(dutchDate(new Date()), 1), time: '10:00', image: null };
}

function draftOf(post: SocialPost): Draft {
  const at = new Date(post.scheduledAt);
  return { text: post.text, networks: post.networks, date: dutchDate(at), time: dutchTime(at), image: post.image };
}

/** The field of an issue path, for the errors shown beside the fields. */
function fieldOf(path: ReadonlyArray<PropertyKey> | undefined): keyof Errors {
  const first = String(path?.[0] ?? 'form');
  return (['text', 'networks', 'scheduledAt', 'imageId'] as const).find((field) => field === first) ?? 'form';
}

function collect(issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    errors[field] = errors[field] ? `${errors[field]} · ${issue.message}` : issue.message;
  }
  return errors;
}

/**
 * Writes a post: text, networks, Dutch date and time, a photo (cropped per network by the server), the
 * previews per network and the two checks, with "Help me schrijven" (ADR 078) beside the text. The owner plans
 * it; a manager sends it for approval.
 */
export function PostComposer({
  kind,
  placeId,
  placeName,
  canApprove,
  post,
  onDone,
}: {
  kind: PlaceKindName;
  placeId: string;
  placeName: string;
  canApprove: boolean;
  post?: SocialPost;
  onDone(): void;
}) {
  const { t } = useSocialTexts();
  const [draft, setDraft] = useState<Draft>(() => (post ? draftOf(post) : emptyDraft()));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePost(kind, placeId);
  const checks = socialChecks(draft.text, kind, draft.networks);

  const toggle = (network: SocialNetwork, on: boolean) =>
    setDraft((current) => ({
      ...current,
      networks: on
        ? SOCIAL_NETWORKS.filter((n) => n === network || current.networks.includes(n))
        : current.networks.filter((n) => n !== network),
    }));

  async function send(plan: boolean) {
    const [hours = 0, minutes = 0] = draft.time.split(':').map(Number);
    const at = draft.date && draft.time ? dutchWallClock(draft.date, hours * 60 + minutes) : null;
    if (!at) {
      setErrors({ scheduledAt: t('social.composer.badTime') });
      return;
    }
    const input = {
      text: draft.text,
      networks: draft.networks,
      scheduledAt: at.toISOString(),
      imageId: draft.image?.id ?? null,
      submit: plan,
    };
    const parsed = SocialPostInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(collect(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ postId: post?.id, input });
      toast.success(
        saved.status === 'scheduled'
          ? t('social.composer.scheduled')
          : saved.status === 'pending'
            ? t('social.composer.sent')
            : t('social.composer.saved'),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors({ ...collect(error.issues), form: error.message });
      } else {
        setErrors({ form: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  const planLabel = canApprove ? t('social.composer.plan') : t('social.composer.sendForApproval');
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-label={post ? t('social.composer.editTitle') : t('social.composer.title')}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <TextareaField
        label={t('social.composer.text')}
        rows={5}
        value={draft.text}
        error={errors.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      <WritingHelp
        kind={kind}
        placeId={placeId}
        text={draft.text}
        networks={draft.networks}
        onText={(text) => setDraft((current) => ({ ...current, text }))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('social.composer.networks')}</legend>
        <div className="flex flex-wrap gap-4">
          {SOCIAL_NETWORKS.map((network) => (
            <Checkbox
              key={network}
              label={NETWORK_SPECS[network].label}
              checked={draft.networks.includes(network)}
              onChange={(event) => toggle(network, event.target.checked)}
            />
          ))}
        </div>
        {errors.networks ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.networks}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('social.composer.date')}
          type="date"
          value={draft.date}
          error={errors.scheduledAt}
          onChange={(event) => setDraft({ ...draft, date: event.target.value })}
        />
        <Field
          label={t('social.composer.time')}
          type="time"
          value={draft.time}
          onChange={(event) => setDraft({ ...draft, time: event.target.value })}
        />
      </div>
      <ImagePicker
        kind={kind}
        placeId={placeId}
        image={draft.image}
        error={errors.imageId}
        onChange={(image) => setDraft((current) => ({ ...current, image }))}
        onError={(message) => setErrors((current) => ({ ...current, imageId: message }))}
      />
      <section aria-labelledby="previews" className="flex flex-col gap-2">
        <h3 id="previews" className="font-semibold">
          {t('social.preview.title')}
        </h3>
        <NetworkPreviews networks={draft.networks} text={draft.text} image={draft.image} placeName={placeName} />
      </section>
      <CheckPanels checks={checks} />
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {errors.form}
        </p>
      ) : null}
      {!canApprove ? <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('social.composer.approvalNote')}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('social.composer.cancel')}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={() => void send(false)}>
          {t('social.composer.saveDraft')}
        </Button>
        <Button
          type="submit"
          disabled={save.isPending || checks.law.blocked}
          aria-describedby={checks.law.blocked ? 'law-check' : undefined}
        >
          {planLabel}
        </Button>
      </div>
    </form>
  );
}
