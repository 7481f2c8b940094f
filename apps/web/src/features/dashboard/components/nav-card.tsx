import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface NavCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: ReactNode;
}

/** A card that is one link: title, text, optional badge. */
export function NavCard({ to, icon: Icon, title, text, badge }: NavCardProps) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm transition hover:border-brand dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center justify-between">
        <Icon className="h-6 w-6 text-brand" aria-hidden="true" />
        {badge}
      </div>
      <h3 className="font-semibold group-hover:text-brand">{title}</h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
    </Link>
  );
}

/** The dashboards' grids of link cards; `className` sets the grid's columns. */
export function NavCardGrid({ cards, className }: { cards: readonly NavCardProps[]; className: string }) {
  return (
    <div className={className}>
      {cards.map((card) => (
        <NavCard key={`${card.to} ${card.title}`} {...card} />
      ))}
    </div>
  );
}

/** A module of the dashboards: its texts are `dashboard.module.<key>` and `dashboard.module.<key>Text`. */
export interface DashboardModule {
  key: string;
  to: string;
  icon: LucideIcon;
}

/** The cards of `modules`, titled and described by their module texts. */
export function moduleCards(t: (key: string) => string, modules: readonly DashboardModule[]): NavCardProps[] {
  return modules.map(({ key, to, icon }) => ({
    to,
    icon,
    title: t(`dashboard.module.${key}`),
    text: t(`dashboard.module.${key}Text`),
  }));
}
