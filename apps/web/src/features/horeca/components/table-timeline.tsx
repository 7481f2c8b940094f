import { dutchInstant, isCancelledOrNoShow, type ManagerDay } from '@platform/core';
import { cn } from '../../../components/ui/cn.ts';
import { useHorecaTexts } from '../texts.ts';

const HOUR = 3_600_000;

/**
 * One row per table, hours across: each reservation is a bar from its start to
 * its end; blocks are hatched. Visual summary; the list below has every action.
 */
export function TableTimeline({ day }: { day: ManagerDay }) {
  const { t } = useHorecaTexts();
  const active = day.reservations.filter((item) => !isCancelledOrNoShow(item.status));
  const times = [...active, ...day.blocks].flatMap((item) => [Date.parse(item.startsAt), Date.parse(item.endsAt)]);
  const base = dutchInstant(day.date, 0).getTime();
  const start = times.length ? Math.min(...times, base + 17 * HOUR) : base + 17 * HOUR;
  const end = times.length ? Math.max(...times, base + 23 * HOUR) : base + 23 * HOUR;
  const from = Math.floor(start / HOUR) * HOUR;
  const span = Math.ceil((end - from) / HOUR) * HOUR;
  const left = (at: number) => `${((at - from) / span) * 100}%`;
  const width = (a: number, b: number) => `${((b - a) / span) * 100}%`;
  const hours = Array.from({ length: span / HOUR }, (_, index) => from + index * HOUR);
  const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });

  return (
    <div className="overflow-x-auto" aria-hidden="true">
      <div className="min-w-[640px]">
        <div className="relative ml-20 h-6 text-xs text-zinc-500">
          {hours.map((hour) => (
            <span key={hour} className="absolute" style={{ left: left(hour) }}>
              {clock.format(hour)}
            </span>
          ))}
        </div>
        {day.tables.map((table) => (
          <div key={table.id} className="flex items-center border-t border-zinc-100 dark:border-zinc-800">
            <span className="w-20 shrink-0 py-2 text-sm">
              {t('horecaManager.tableShort', { name: table.name, seats: table.seats })}
            </span>
            <div className="relative h-9 flex-1">
              {day.blocks
                .filter((block) => block.tableId === null || block.tableId === table.id)
                .map((block) => (
                  <span
                    key={block.id}
                    title={block.reason}
                    className="absolute top-1 bottom-1 rounded bg-[repeating-linear-gradient(45deg,#d4d4d8_0,#d4d4d8_4px,transparent_4px,transparent_8px)]"
                    style={{
                      left: left(Date.parse(block.startsAt)),
                      width: width(Date.parse(block.startsAt), Date.parse(block.endsAt)),
                    }}
                  />
                ))}
              {active
                .filter((item) => item.tableIds.includes(table.id))
                .map((item) => (
                  <span
                    key={item.id}
                    className={cn(
                      'absolute top-1 bottom-1 overflow-hidden rounded px-1 text-xs leading-7 whitespace-nowrap text-white',
                      item.status === 'seated' ? 'bg-emerald-600' : item.status === 'completed' ? 'bg-zinc-400' : 'bg-brand',
                    )}
                    style={{
                      left: left(Date.parse(item.startsAt)),
                      width: width(Date.parse(item.startsAt), Date.parse(item.endsAt)),
                    }}
                  >
                    {item.time} {item.name} ({item.partySize})
                  </span>
                ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
