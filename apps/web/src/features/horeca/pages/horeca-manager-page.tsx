import { dutchDate, isCancelledOrNoShow, type PlacePermission } from '@platform/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { AskAssistantButton, AssistantPlace } from '../../assistant/index.ts';
import { OrganiserEvents } from '../../events/index.ts';
import { StaffPanel } from '../../staff/index.ts';
import { EmployerVacancies } from '../../vacancies/index.ts';
import { useManagerDay } from '../api/get-manager-day.ts';
import { BlockForm, WalkInForm } from '../components/day-forms.tsx';
import { FloorPanel } from '../components/floor-panel.tsx';
import { PhoneBookingForm } from '../components/phone-booking-form.tsx';
import { ReservationRow } from '../components/reservation-row.tsx';
import { TableTimeline } from '../components/table-timeline.tsx';
import { CourseMenusPanel, DetailsPanel, MenuPanel } from '../components/venue-panels.tsx';
import { VenuePhotosSection } from '../components/venue-photos-section.tsx';
import { VenuePicker } from '../components/venue-picker.tsx';
import { linkDate } from '../hooks/link-params.ts';
import { useVenueEvents } from '../hooks/use-venue-events.ts';
import { useHorecaTexts } from '../texts.ts';

const TABS = ['day', 'floor', 'menu', 'courses', 'details', 'staff', 'vacancies'] as const;
type Tab = (typeof TABS)[number];
/** The right each tab needs (ADR 030); the server checks it again. The floor is part of the venue's details. */
const TAB_RIGHT: Record<Tab, PlacePermission> = {
  day: 'reservations',
  floor: 'details',
  menu: 'menu',
  courses: 'menu',
  details: 'details',
  staff: 'staff',
  vacancies: 'details',
};

function Day({ venueId, date }: { venueId: string; date: string }) {
  const { t } = useHorecaTexts();
  const day = useManagerDay(venueId, date);
  useVenueEvents(venueId);
  return (
    <QueryState query={day}>
      {(data) => {
        // Cancelled and no-show bookings leave the list (and the timeline); they stay one click away.
        const open = data.reservations.filter((item) => !isCancelledOrNoShow(item.status));
        const closed = data.reservations.filter((item) => isCancelledOrNoShow(item.status));
        return (
          <div className="flex flex-col gap-6">
            <Card>
              <h2 className="mb-3 text-lg font-semibold">{t('horecaManager.timeline')}</h2>
              <TableTimeline day={data} />
            </Card>
            <Card>
              <h2 className="mb-1 text-lg font-semibold">{t('horecaManager.list', { count: open.length })}</h2>
              {open.length === 0 ? (
                <p className="text-zinc-500">{t('horecaManager.empty')}</p>
              ) : (
                <ul aria-label={t('horecaManager.listLabel')}>
                  {open.map((item) => (
                    <ReservationRow key={item.id} item={item} tables={data.tables} />
                  ))}
                </ul>
              )}
              {closed.length > 0 ? (
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm text-zinc-500">
                    {t('horecaManager.closed', { count: closed.length })}
                  </summary>
                  <ul aria-label={t('horecaManager.closedLabel')}>
                    {closed.map((item) => (
                      <ReservationRow key={item.id} item={item} tables={data.tables} />
                    ))}
                  </ul>
                </details>
              ) : null}
            </Card>
            <div className="grid gap-4 md:grid-cols-2">
              <Card>
                <WalkInForm day={data} />
              </Card>
              <Card>
                <BlockForm day={data} />
              </Card>
              <Card className="md:col-span-2">
                <PhoneBookingForm day={data} />
              </Card>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

/** /horeca-manager: a venue's day (timeline per table, the list with actions, walk-ins, phone bookings, blocks) and its floor plan. */
export function HorecaManagerPage() {
  const { t } = useHorecaTexts();
  // A link may open a venue and day (`?zaak=&datum=`, as the assistant cites an owner's bookings).
  const [params] = useSearchParams();
  const [venueId, setVenueId] = useState(() => params.get('zaak') ?? '');
  const [date, setDate] = useState(() => linkDate(params.get('datum'), '0000-01-01') ?? dutchDate(new Date()));
  const [tab, setTab] = useState<Tab>('day');
  return (
    <Page title={t('horecaManager.title')} wide>
      <h1 className="mb-6 text-3xl font-bold">{t('horecaManager.title')}</h1>
      <VenuePicker value={venueId} onChange={setVenueId}>
        {(selected, permissions) => {
          // Vacancies need the staff or the details right (ADR 040).
          const allowed = TABS.filter(
            (name) => permissions.includes(TAB_RIGHT[name]) || (name === 'vacancies' && permissions.includes('staff')),
          );
          const shown = allowed.includes(tab) ? tab : allowed[0];
          if (!shown) return <p className="text-zinc-500">{t('horecaManager.noRights')}</p>;
          return (
            <>
              <AssistantPlace page="owner" placeId={selected} />
              <AskAssistantButton
                assistantId="tablee"
                context={{ brand: 'hospitality', page: 'owner', placeId: selected }}
                className="mb-4"
              >
                {t('assistant.ownerEntry')}
              </AskAssistantButton>
              <TabList<Tab>
                label={t('horecaManager.title')}
                value={shown}
                options={allowed}
                onChange={setTab}
                text={(name) => t(`horecaManager.tabs.${name}`)}
              />
              {shown === 'day' ? (
                <>
                  <div className="max-w-xs">
                    <Field label={t('horeca.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                  </div>
                  <Day venueId={selected} date={date} />
                </>
              ) : (
                <Card>
                  {shown === 'floor' ? <FloorPanel venueId={selected} /> : null}
                  {shown === 'menu' ? <MenuPanel venueId={selected} /> : null}
                  {shown === 'courses' ? <CourseMenusPanel venueId={selected} /> : null}
                  {shown === 'details' ? <DetailsPanel venueId={selected} /> : null}
                  {shown === 'details' ? <VenuePhotosSection venueId={selected} /> : null}
                  {shown === 'details' ? <OrganiserEvents kind="venue" id={selected} /> : null}
                  {shown === 'staff' ? <StaffPanel kind="venue" placeId={selected} /> : null}
                  {shown === 'vacancies' ? <EmployerVacancies kind="venue" employerId={selected} /> : null}
                </Card>
              )}
            </>
          );
        }}
      </VenuePicker>
    </Page>
  );
}
