import type { CourseMenu } from '@platform/core';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatEuro } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveCourseMenu } from '../api/remove-course-menu.ts';
import { useSaveCourseMenu } from '../api/save-course-menu.ts';

interface Draft {
  id?: string;
  name: string;
  description: string;
  pricePerPerson: string;
  winePairingPrice: string;
  courses: Array<{ name: string; description: string }>;
}

const blank = (): Draft => ({
  name: '',
  description: '',
  pricePerPerson: '',
  winePairingPrice: '',
  courses: [
    { name: '', description: '' },
    { name: '', description: '' },
  ],
});
const toDraft = (menu: CourseMenu): Draft => ({
  id: menu.id,
  name: menu.name,
  description: menu.description,
  pricePerPerson: String(menu.pricePerPerson).replace('.', ','),
  winePairingPrice: menu.winePairingPrice === null ? '' : String(menu.winePairingPrice).replace('.', ','),
  courses: menu.courses.map(({ name, description }) => ({ name, description })),
});
const amount = (text: string) => Number(text.replace(',', '.'));

function CourseMenuForm({ venueId, initial, onDone }: { venueId: string; initial: Draft; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveCourseMenu(venueId);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<string[]>([]);
  const setCourse = (index: number, change: Partial<Draft['courses'][number]>) =>
    setDraft((current) => ({
      ...current,
      courses: current.courses.map((item, i) => (i === index ? { ...item, ...change } : item)),
    }));

  async function submit() {
    setErrors([]);
    try {
      await save.mutateAsync({
        id: draft.id,
        input: {
          name: draft.name,
          description: draft.description,
          pricePerPerson: amount(draft.pricePerPerson),
          winePairingPrice: draft.winePairingPrice.trim() ? amount(draft.winePairingPrice) : null,
          courses: draft.courses.map((course) => ({ ...course, dishId: null })),
        },
      });
      toast.success(t('horecaEditor.courseSaved'));
      onDone();
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError && error.issues.length
          ? error.issues.map((issue) => issue.message)
          : [(error as Error).message],
      );
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      {errors.length ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-700 dark:text-red-300">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <Field
        label={t('horecaEditor.courseName')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      <Field
        label={t('horecaEditor.description')}
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('horecaEditor.pricePerPerson')}
          inputMode="decimal"
          value={draft.pricePerPerson}
          onChange={(e) => setDraft({ ...draft, pricePerPerson: e.target.value })}
        />
        <Field
          label={t('horecaEditor.winePairing')}
          inputMode="decimal"
          value={draft.winePairingPrice}
          onChange={(e) => setDraft({ ...draft, winePairingPrice: e.target.value })}
        />
      </div>
      <ol className="flex flex-col gap-2">
        {draft.courses.map((course, index) => (
          <li key={index} className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
            <Field
              label={t('horeca.courseNumber', { number: index + 1 })}
              value={course.name}
              onChange={(e) => setCourse(index, { name: e.target.value })}
            />
            <Field
              label={t('horecaEditor.description')}
              value={course.description}
              onChange={(e) => setCourse(index, { description: e.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={t('horecaEditor.removeCourse', { number: index + 1 })}
              onClick={() => setDraft({ ...draft, courses: draft.courses.filter((_, i) => i !== index) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => setDraft({ ...draft, courses: [...draft.courses, { name: '', description: '' }] })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('horecaEditor.addCourse')}
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t('app.busy') : t('horecaEditor.saveCourse')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('horecaEditor.cancel')}
        </Button>
      </div>
    </Card>
  );
}

/** The venue's course menus: edit, retire, or add one. */
export function CourseMenuEditor({ venueId, menus }: { venueId: string; menus: CourseMenu[] }) {
  const { t } = useTranslation();
  const remove = useRemoveCourseMenu();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (editing) return <CourseMenuForm venueId={venueId} initial={editing} onDone={() => setEditing(null)} />;
  return (
    <div className="flex flex-col gap-3">
      {menus.length === 0 ? <p className="text-zinc-500">{t('horecaEditor.noCourses')}</p> : null}
      <ul className="flex flex-col gap-2">
        {menus.map((menu) => (
          <li
            key={menu.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span>
              <span className="font-medium">{menu.name}</span>{' '}
              <span className="text-sm text-zinc-500">
                {t('horeca.courseSummary', { count: menu.courses.length, price: formatEuro(menu.pricePerPerson) })}
              </span>
            </span>
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => setEditing(toDraft(menu))}>
                {t('horecaEditor.edit')}
              </Button>
              <Button
                variant="ghost"
                onClick={() =>
                  void remove.mutateAsync(menu.id).then(
                    () => toast.success(t('horecaEditor.courseRemoved')),
                    (error: Error) => toast.error(error.message),
                  )
                }
              >
                {t('horecaEditor.remove')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={() => setEditing(blank())}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('horecaEditor.newCourse')}
        </Button>
      </div>
    </div>
  );
}
