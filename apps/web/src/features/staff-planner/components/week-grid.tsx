// Long file: the planner's week grid with its drag-and-drop parts (cells, cards, keyboard moves, announcements).
import {
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { PlannerShift, PlannerWeek } from '@platform/core';
import { AlertTriangle, Plus } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useEditShift } from '../api/shifts.ts';
import { useStaffPlannerTexts } from '../texts.ts';
import { minutesText, movedShift } from './shift-times.ts';

type Week = PlannerWeek;
const OPEN = 'open';
const cellId = (employeeId: string | null, date: string) => `${employeeId ?? OPEN}|${date}`;

/** Arrow keys move a picked-up shift to the neighbouring cell in that direction (not by pixels). */
const toNeighbourCell: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.code];
  const rect = context.collisionRect;
  if (!step || !rect) return undefined;
  event.preventDefault();
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  let best: { x: number; y: number; score: number } | undefined;
  for (const [, target] of context.droppableRects) {
    const x = target.left + target.width / 2;
    const y = target.top + target.height / 2;
    const along = step[0] ? (x - cx) * step[0] : (y - cy) * (step[1] as number);
    const across = step[0] ? Math.abs(y - cy) : Math.abs(x - cx);
    if (along < 8) continue;
    const score = along + across * 4;
    if (!best || score < best.score) best = { x, y, score };
  }
  return best ? { x: currentCoordinates.x + best.x - cx, y: currentCoordinates.y + best.y - cy } : undefined;
};

function ShiftCard({
  shift,
  warnings,
  name,
  onOpen,
}: {
  shift: PlannerShift;
  warnings: Week['warnings'];
  name: string;
  onOpen(): void;
}) {
  const { t } = useStaffPlannerTexts();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: shift.id,
    attributes: { roleDescription: t('planner.grid.draggable') },
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined }}
      className={cn(
        'rounded-md border bg-white p-1.5 text-xs dark:bg-zinc-900',
        warnings.length ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-600',
        !shift.published && 'border-dashed',
        isDragging ? 'relative z-20 shadow-lg' : 'shadow-sm',
      )}
      data-shift={shift.id}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        onClick={onOpen}
        className="block w-full touch-none text-left focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span className="sr-only">{t('planner.grid.shiftOf', { name, day: formatCalendarDay(shift.date) })} </span>
        <span className="font-semibold tabular-nums">
          {shift.start}–{shift.end}
        </span>
        {shift.role ? <span className="block text-zinc-600 dark:text-zinc-400">{shift.role}</span> : null}
        {!shift.published ? <span className="block text-zinc-500">{t('planner.grid.draft')}</span> : null}
      </button>
      {warnings.map((warning) => (
        <p key={warning.rule} className="mt-1 flex gap-1 text-red-700 dark:text-red-300">
          <AlertTriangle className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />
          <span>{warning.title}</span>
        </p>
      ))}
    </div>
  );
}

function Cell({
  employeeId,
  date,
  label,
  children,
  onAdd,
}: {
  employeeId: string | null;
  date: string;
  label: string;
  children: React.ReactNode;
  onAdd(): void;
}) {
  const { t } = useStaffPlannerTexts();
  const { setNodeRef, isOver } = useDroppable({ id: cellId(employeeId, date) });
  return (
    <TableCell className="min-w-28 border border-zinc-200 p-0 align-top dark:border-zinc-800">
      <div ref={setNodeRef} className={cn('flex h-full min-h-16 flex-col gap-1 p-1', isOver && 'bg-brand/10')}>
        {children}
        <button
          type="button"
          onClick={onAdd}
          aria-label={t('planner.grid.add', { name: label, day: formatCalendarDay(date) })}
          className="flex h-6 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-zinc-800"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </TableCell>
  );
}

/**
 * A place's week: one row per employee and one for open shifts, one column per day. Shifts move by drag and drop
 * (mouse, touch, or keyboard: focus a shift, Space to pick it up, arrows to another cell, Space to drop).
 */
export function WeekGrid({
  week,
  onOpenShift,
  onAddShift,
}: {
  week: Week;
  onOpenShift(shift: PlannerShift): void;
  onAddShift(employeeId: string | null, date: string): void;
}) {
  const { t } = useStaffPlannerTexts();
  const edit = useEditShift(week.place.kind, week.place.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Space picks a shift up (Enter stays the button's own: it opens the shift to edit).
    useSensor(KeyboardSensor, {
      coordinateGetter: toNeighbourCell,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const nameOf = (employeeId: string | null) =>
    employeeId ? (week.employees.find((e) => e.id === employeeId)?.name ?? '') : t('planner.grid.open');
  const shiftName = (id: string | number) => {
    const shift = week.shifts.find((s) => s.id === id);
    return shift ? `${nameOf(shift.employeeId)} ${shift.start}–${shift.end}` : '';
  };
  const cellName = (id: string | number | undefined) => {
    if (!id) return '';
    const [employeeId, date] = String(id).split('|') as [string, string];
    return `${nameOf(employeeId === OPEN ? null : employeeId)}, ${formatCalendarDay(date)}`;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const shift = week.shifts.find((s) => s.id === active.id);
    if (!shift || !over) return;
    const [target, date] = String(over.id).split('|') as [string, string];
    const employeeId = target === OPEN ? null : target;
    if (employeeId === shift.employeeId && date === shift.date) return;
    edit.mutate(
      { shiftId: shift.id, body: movedShift(shift, employeeId, date) },
      {
        onSuccess: () => toast.success(t('planner.grid.moved', { to: cellName(over.id) })),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const rows: Array<{ id: string | null; name: string; detail?: string; age?: number | null }> = [
    ...week.employees.map((employee) => {
      const totals = week.totals.find((x) => x.employeeId === employee.id);
      return {
        id: employee.id,
        name: employee.name,
        age: employee.age,
        detail: t('planner.grid.hours', {
          planned: minutesText(totals?.plannedMinutes ?? 0),
          contract: employee.contractHours,
        }),
      };
    }),
    { id: null, name: t('planner.grid.open') },
  ];

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('planner.grid.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('planner.grid.pickedUp', { name: shiftName(active.id) }),
          onDragMove: () => undefined,
          onDragOver: ({ over }) => (over ? t('planner.grid.over', { cell: cellName(over.id) }) : undefined),
          onDragEnd: ({ over }) => (over ? t('planner.grid.dropped', { cell: cellName(over.id) }) : undefined),
          onDragCancel: ({ active }) => t('planner.grid.cancelled', { name: shiftName(active.id) }),
        },
      }}
    >
      <div className="relative overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <Table className="border-collapse" aria-label={t('planner.grid.label')}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col" className="sticky left-0 z-10 min-w-36 bg-zinc-50 p-2 text-left dark:bg-zinc-900">
                {t('planner.grid.employee')}
              </TableHead>
              {week.days.map((day) => (
                <TableHead
                  key={day}
                  scope="col"
                  className="bg-zinc-50 p-2 text-left font-medium whitespace-nowrap dark:bg-zinc-900"
                >
                  {formatCalendarDay(day)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id ?? OPEN}>
                <TableHead
                  scope="row"
                  className="sticky left-0 z-10 bg-white p-2 text-left align-top font-medium dark:bg-zinc-950"
                >
                  <span className="block">{row.name}</span>
                  {row.age !== undefined && row.age !== null && row.age < 18 ? (
                    <Badge tone="warning">{t('planner.grid.age', { age: row.age })}</Badge>
                  ) : null}
                  {row.detail ? <span className="block text-xs font-normal text-zinc-500">{row.detail}</span> : null}
                </TableHead>
                {week.days.map((day) => (
                  <Cell key={day} employeeId={row.id} date={day} label={row.name} onAdd={() => onAddShift(row.id, day)}>
                    {week.shifts
                      .filter((shift) => shift.employeeId === row.id && shift.date === day)
                      .map((shift) => (
                        <ShiftCard
                          key={shift.id}
                          shift={shift}
                          name={row.name}
                          warnings={week.warnings.filter((w) => w.shiftId === shift.id)}
                          onOpen={() => onOpenShift(shift)}
                        />
                      ))}
                  </Cell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </DndContext>
  );
}
