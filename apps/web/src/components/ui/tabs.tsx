import { cn } from './cn.ts';

const STYLES = {
  segmented: {
    list: 'gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800',
    display: 'inline-flex flex-wrap',
    tab: 'rounded-md px-3 py-1.5 text-sm font-medium',
    active: 'bg-white shadow dark:bg-zinc-900',
    inactive: '',
  },
  underline: {
    list: 'gap-2 border-b border-zinc-200 dark:border-zinc-800',
    display: 'flex flex-wrap',
    tab: '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
    active: 'border-brand text-brand',
    inactive: 'border-transparent',
  },
} as const;

/** A row of tabs (role tablist) for a value the parent keeps. */
export function TabList<T extends string>({
  label,
  value,
  options,
  onChange,
  text,
  variant = 'segmented',
  fill = false,
  className,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
  text(value: T): string;
  variant?: keyof typeof STYLES;
  /** Stretch the tabs over the full width in equal parts. */
  fill?: boolean;
  className?: string;
}) {
  const style = STYLES[variant];
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(style.list, fill ? 'grid w-full auto-cols-fr grid-flow-col' : style.display, className)}
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={value === option}
          onClick={() => onChange(option)}
          className={cn(style.tab, value === option ? style.active : style.inactive)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
