import {
  allowedSitePages,
  DEFAULT_SITE_COLOURS,
  type OwnSitePlace,
  type SiteColours,
  SiteInputSchema,
  type SiteTemplate,
} from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import {
  Form,
  FormCheckbox,
  FormError,
  FormField,
  FormSelect,
  FormTextarea,
  fieldErrorMessage,
  useZodForm,
} from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveSite } from '../api/save-site.ts';
import { useSuggestIntro } from '../api/suggest-intro.ts';
import { useSitesTexts } from '../texts.ts';
import { ColourPicker } from './colour-picker.tsx';
import { SitePreview } from './site-preview.tsx';

/** The generator's form for one place: address, template, colours, pages and intro, with the live preview beside. */
export function SiteForm({ place, templates, origin }: { place: OwnSitePlace; templates: SiteTemplate[]; origin: string }) {
  const { t } = useSitesTexts();
  const site = place.site;
  const pages = allowedSitePages(place.kind);
  const form = useZodForm(SiteInputSchema, {
    slug: site?.slug ?? place.suggestedSlug,
    template: site?.template ?? templates[0] ?? 'klassiek',
    colours: site?.colours ?? DEFAULT_SITE_COLOURS,
    pages: site?.pages ?? pages,
    intro: site?.intro ?? '',
  });
  const save = useSaveSite(place.kind, place.placeId);
  const suggest = useSuggestIntro(place.kind, place.placeId);
  const values = form.watch();
  const choices = site && !templates.includes(site.template) ? [site.template, ...templates] : templates;
  const colourErrors = {
    accent: fieldErrorMessage(form.formState.errors, 'colours.accent'),
    background: fieldErrorMessage(form.formState.errors, 'colours.background'),
    text: fieldErrorMessage(form.formState.errors, 'colours.text'),
  };
  const helpWrite = () =>
    suggest.mutate(undefined, {
      onSuccess: (result) => {
        form.setValue('intro', result.intro, { shouldDirty: true, shouldValidate: true });
        toast.success(result.source === 'assistant' ? t('sites.generator.helpFromAssistant') : t('sites.generator.helpFromData'));
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Form
        form={form}
        className="flex min-w-0 flex-col gap-4"
        aria-label={t('sites.generator.title')}
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          toast.success(t('sites.generator.saved'));
        }}
      >
        <div>
          <FormField name="slug" label={t('sites.generator.slug')} autoComplete="off" />
          <p className="mt-1 break-all text-sm text-zinc-600 dark:text-zinc-400">
            {t('sites.generator.slugHelp', { url: `${origin}/sites/${values.slug ?? ''}` })}
          </p>
        </div>
        <FormSelect name="template" label={t('sites.generator.template')} className="w-full">
          {choices.map((template) => (
            <option key={template} value={template}>
              {t(`sites.generator.templates.${template}`)}
            </option>
          ))}
        </FormSelect>
        <ColourPicker
          value={(values.colours as SiteColours | undefined) ?? DEFAULT_SITE_COLOURS}
          onChange={(next) => form.setValue('colours', next, { shouldDirty: true, shouldValidate: true })}
          errors={colourErrors}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('sites.generator.pages')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {pages.map((page) => (
              <FormCheckbox key={page} name="pages" value={page} label={t(`sites.generator.pageNames.${page}`)} />
            ))}
          </div>
          {place.kind === 'coffeeshop' ? <p className="text-sm">{t('sites.generator.shopPagesNote')}</p> : null}
          <FormError name="pages" />
        </fieldset>
        <div className="flex flex-col gap-2">
          <FormTextarea name="intro" label={t('sites.generator.introText')} rows={5} />
          <div>
            <Button variant="secondary" onClick={helpWrite} disabled={suggest.isPending} aria-busy={suggest.isPending}>
              {suggest.isPending ? t('sites.generator.helpWriting') : t('sites.generator.helpWrite')}
            </Button>
          </div>
        </div>
        <div>
          <SubmitButton pending={save.isPending}>{t('sites.generator.save')}</SubmitButton>
        </div>
      </Form>
      <SitePreview place={place} values={values} />
    </div>
  );
}
