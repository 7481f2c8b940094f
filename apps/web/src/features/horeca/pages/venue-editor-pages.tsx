import type { VenueCreate } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { toast } from '../../../lib/toast.ts';
import { PlaceAdminList } from '../../places/index.ts';
import { useCreateVenue } from '../api/create-venue.ts';
import { EMPTY_VENUE, VenueForm } from '../components/venue-form.tsx';
import { CourseMenusPanel, DetailsPanel, MenuPanel } from '../components/venue-panels.tsx';
import { VenuePhotosSection } from '../components/venue-photos-section.tsx';
import { VenuePicker } from '../components/venue-picker.tsx';

function EditorPage({ title, panel: Panel }: { title: string; panel: (props: { venueId: string }) => React.ReactNode }) {
  const [venueId, setVenueId] = useState('');
  return (
    <Page title={title} wide>
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      <VenuePicker value={venueId} onChange={setVenueId}>
        {(id) => (
          <Card>
            <Panel venueId={id} />
          </Card>
        )}
      </VenuePicker>
    </Page>
  );
}

/** /admin/horeca-menu and /admin/foodee/horeca-menu. */
export function MenuEditorPage() {
  const { t } = useTranslation();
  return <EditorPage title={t('horecaEditor.menuTitle')} panel={MenuPanel} />;
}

/** /admin/foodee/course-menus. */
export function CourseMenusPage() {
  const { t } = useTranslation();
  return <EditorPage title={t('horecaEditor.coursesTitle')} panel={CourseMenusPanel} />;
}

const TABS = ['edit', 'new', 'status'] as const;

/** /admin/foodee/establishments: edit any venue, add one with its owner, or take one offline or hand it over. */
export function EstablishmentsPage() {
  const { t } = useTranslation();
  const create = useCreateVenue();
  const [tab, setTab] = useState<(typeof TABS)[number]>('edit');
  const [venueId, setVenueId] = useState('');
  async function add(values: VenueCreate) {
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('horecaEditor.venueCreated'));
      setVenueId(created.id);
      setTab('edit');
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  }
  return (
    <Page title={t('horecaEditor.establishmentsTitle')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('horecaEditor.establishmentsTitle')}</h1>
      <TabList<(typeof TABS)[number]>
        label={t('horecaEditor.establishmentsTitle')}
        value={tab}
        options={TABS}
        onChange={setTab}
        text={(name) => t(`horecaEditor.tabs.${name}`)}
        className="mb-4"
      />
      {tab === 'status' ? (
        <PlaceAdminList kind="venue" />
      ) : tab === 'new' ? (
        <Card>
          <VenueForm
            initial={EMPTY_VENUE}
            withOwner
            pending={create.isPending}
            onSubmit={(values) => add(values as VenueCreate)}
          />
        </Card>
      ) : (
        <VenuePicker value={venueId} onChange={setVenueId}>
          {(id) => (
            <Card>
              <DetailsPanel venueId={id} />
              <VenuePhotosSection venueId={id} />
            </Card>
          )}
        </VenuePicker>
      )}
    </Page>
  );
}
