import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card that is one link: title, text, optional badge. */
export function NavCard({
  to,
  icon: Icon,
  title,
  text,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  badge?: ReactNode;
}) {
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
