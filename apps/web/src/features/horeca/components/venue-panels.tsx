import type { VenueInput } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { MenuImportLink } from '../../menu-import/index.ts';
import { useEditableVenue } from '../api/get-editable-venue.ts';
import { useUpdateVenue } from '../api/update-venue.ts';
import { CourseMenuEditor } from './course-menu-editor.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { VenueForm } from './venue-form.tsx';
import { WidgetSnippet } from './widget-snippet.tsx';

/** The editors of one venue, each loading the venue's editable data; used in /horeca-manager and the admin pages. */
export function MenuPanel({ venueId }: { venueId: string }) {
  const data = useEditableVenue(venueId);
  return (
    <QueryState query={data}>
      {(venue) => (
        <div className="flex flex-col gap-4">
          <div>
            <MenuImportLink placeType="venue" placeId={venueId} />
          </div>
          <MenuEditor key={venueId} venueId={venueId} menu={venue.menu} />
        </div>
      )}
    </QueryState>
  );
}

export function CourseMenusPanel({ venueId }: { venueId: string }) {
  const data = useEditableVenue(venueId);
  return <QueryState query={data}>{(venue) => <CourseMenuEditor venueId={venueId} menus={venue.courseMenus} />}</QueryState>;
}

export function DetailsPanel({ venueId }: { venueId: string }) {
  const { t } = useTranslation();
  const data = useEditableVenue(venueId);
  const update = useUpdateVenue(venueId);
  async function save(values: VenueInput) {
    try {
      await update.mutateAsync(values);
      toast.success(t('horecaEditor.venueSaved'));
    } catch (error) {
      toast.error((error as Error).message);
      throw error;
    }
  }
  return (
    <QueryState query={data}>
      {({ venue }) => {
        const { id: _id, slug: _slug, plaatsSlug: _plaatsSlug, ...initial } = venue;
        return (
          <div className="flex flex-col gap-6">
            <VenueForm key={venueId} initial={initial} pending={update.isPending} onSubmit={save} />
            <WidgetSnippet venueId={venueId} />
          </div>
        );
      }}
    </QueryState>
  );
}
