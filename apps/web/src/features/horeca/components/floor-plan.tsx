import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useDraggable, useSensor, useSensors } from '@dnd-kit/core';
import { FLOOR_PLAN_HEIGHT, FLOOR_PLAN_WIDTH, type Floor, type FloorTable } from '@platform/core';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoveTable } from '../api/move-table.ts';
import { useHorecaTexts } from '../texts.ts';

/** A table's size on the plan, in plan units. */
export const TABLE_WIDTH = 88;
export const TABLE_HEIGHT = 56;
const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));

function PlanTable({
  table,
  areaName,
  selected,
  onSelect,
}: {
  table: FloorTable;
  areaName: string;
  selected: boolean;
  onSelect(id: string): void;
}) {
  const { t } = useHorecaTexts();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: table.id,
    attributes: { roleDescription: t('floor.draggable') },
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      onClick={() => onSelect(table.id)}
      aria-label={t('floor.tableLabel', { name: table.name, seats: table.seats, area: areaName })}
      aria-pressed={selected}
      data-x={table.x}
      data-y={table.y}
      style={{
        left: table.x,
        top: table.y,
        width: TABLE_WIDTH,
        height: TABLE_HEIGHT,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
      }}
      className={cn(
        'absolute flex touch-none flex-col items-center justify-center rounded-lg border-2 bg-white text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand dark:bg-zinc-900',
        selected ? 'border-brand' : 'border-zinc-300 dark:border-zinc-600',
        !table.bookableOnline && 'border-dashed',
        isDragging ? 'z-10 shadow-lg' : 'shadow-sm',
      )}
    >
      <span className="font-semibold">{table.name}</span>
      <span className="text-xs text-zinc-500">{t('floor.seatsShort', { count: table.seats })}</span>
    </button>
  );
}

/** Lines between tables that may be combined, each pair once. */
function PairLines({ tables }: { tables: readonly FloorTable[] }) {
  const byId = new Map(tables.map((table) => [table.id, table]));
  const centre = (table: FloorTable) => ({ x: table.x + TABLE_WIDTH / 2, y: table.y + TABLE_HEIGHT / 2 });
  const lines = tables.flatMap((table) =>
    table.combinesWith
      .filter((id) => table.id < id && byId.has(id))
      .map((id) => ({ key: `${table.id}-${id}`, from: centre(table), to: centre(byId.get(id) as FloorTable) })),
  );
  return (
    <svg className="pointer-events-none absolute inset-0" width={FLOOR_PLAN_WIDTH} height={FLOOR_PLAN_HEIGHT} aria-hidden>
      {lines.map((line) => (
        <line
          key={line.key}
          x1={line.from.x}
          y1={line.from.y}
          x2={line.to.x}
          y2={line.to.y}
          className="stroke-brand"
          strokeWidth={3}
          strokeDasharray="6 4"
        />
      ))}
    </svg>
  );
}

/**
 * The venue's floor: tables placed by drag and drop (mouse, touch, or keyboard: focus a table,
 * Space to pick it up, the arrow keys to move it, Space to put it down, Escape to cancel).
 */
export function FloorPlan({ floor, selectedId, onSelect }: { floor: Floor; selectedId: string; onSelect(id: string): void }) {
  const { t } = useHorecaTexts();
  const move = useMoveTable(floor.venue.id);
  // Where a table was dropped, until the plan is fetched again.
  const [moved, setMoved] = useState<Record<string, { x: number; y: number }>>({});
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const tables = floor.tables.map((table) => ({ ...table, ...moved[table.id] }));
  const areaName = (id: string) => floor.areas.find((area) => area.id === id)?.name ?? '';
  const nameOf = (id: string | number) => tables.find((table) => table.id === id)?.name ?? '';

  const onDragEnd = ({ active, delta }: DragEndEvent) => {
    const table = tables.find((item) => item.id === active.id);
    if (!table || (delta.x === 0 && delta.y === 0)) return;
    const position = {
      x: clamp(table.x + delta.x, FLOOR_PLAN_WIDTH - TABLE_WIDTH),
      y: clamp(table.y + delta.y, FLOOR_PLAN_HEIGHT - TABLE_HEIGHT),
    };
    setMoved((current) => ({ ...current, [table.id]: position }));
    move.mutate(
      { id: table.id, ...position },
      {
        onSuccess: () => toast.success(t('floor.moved', { name: table.name })),
        onError: (error) => {
          setMoved(({ [table.id]: _dropped, ...rest }) => rest);
          toast.error(error.message);
        },
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('floor.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('floor.pickedUp', { name: nameOf(active.id) }),
          onDragMove: () => undefined,
          onDragOver: () => undefined,
          onDragEnd: ({ active }) => t('floor.dropped', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('floor.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <div className="overflow-x-auto">
        <section
          aria-label={t('floor.plan')}
          className="relative rounded-lg border border-zinc-300 bg-zinc-50 bg-[radial-gradient(circle,_#d4d4d8_1px,_transparent_1px)] bg-[length:20px_20px] dark:border-zinc-700 dark:bg-zinc-950"
          style={{ width: FLOOR_PLAN_WIDTH, height: FLOOR_PLAN_HEIGHT }}
        >
          <PairLines tables={tables} />
          {tables.map((table) => (
            <PlanTable
              key={table.id}
              table={table}
              areaName={areaName(table.areaId)}
              selected={table.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </section>
      </div>
    </DndContext>
  );
}
