import { type PlannerWeek, TemplateInputSchema } from '@platform/core';
import { Trash2 } from 'lucide-react';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAddTemplate, useRemoveTemplate } from '../api/week-actions.ts';
import { useStaffPlannerTexts } from '../texts.ts';

/** Shift templates ("Avond 17:00–23:00") that fill in a new shift. */
export function TemplatesPanel({ week }: { week: PlannerWeek }) {
  const { t } = useStaffPlannerTexts();
  const add = useAddTemplate(week.place.kind, week.place.id);
  const remove = useRemoveTemplate(week.place.kind, week.place.id);
  const form = useZodForm(TemplateInputSchema, { name: '', start: '17:00', end: '23:00', breakMinutes: 30, role: '' });
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{t('planner.templates.title')}</h2>
      {week.templates.length === 0 ? (
        <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{t('planner.templates.none')}</p>
      ) : null}
      <ul className="mb-4 flex flex-col gap-1 text-sm">
        {week.templates.map((template) => (
          <li key={template.id} className="flex items-center justify-between gap-2">
            <span>
              {template.name}: {template.start}–{template.end}
              {template.breakMinutes ? `, ${t('planner.templates.break', { minutes: template.breakMinutes })}` : ''}
              {template.role ? ` · ${template.role}` : ''}
            </span>
            <Button
              variant="ghost"
              box={BUTTON_BOX_COMPACT}
              aria-label={t('planner.templates.remove', { name: template.name })}
              onClick={() => remove.mutate(template.id, { onError: (error) => toast.error(error.message) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          toast.success(t('planner.templates.added', { name: values.name }));
          form.reset();
        }}
      >
        <FormField name="name" label={t('planner.templates.name')} />
        <FormField name="role" label={t('planner.shift.role')} />
        <FormField name="start" type="time" label={t('planner.shift.start')} />
        <FormField name="end" type="time" label={t('planner.shift.end')} />
        <FormField name="breakMinutes" type="number" min={0} max={180} label={t('planner.shift.break')} />
        <div className="flex items-end">
          <SubmitButton pending={form.formState.isSubmitting}>{t('planner.templates.add')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
