import { addDays, dutchDate, type SocialPost } from '@platform/core';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useSocialTexts } from '../texts.ts';
import { PostCard } from './post-card.tsx';

/** The seven days from `monday` with their posts, in Dutch time; a day without posts says so. */
export function WeekAgenda({
  monday,
  posts,
  canApprove,
  onEdit,
}: {
  monday: string;
  posts: SocialPost[];
  canApprove: boolean;
  onEdit(post: SocialPost): void;
}) {
  const { t } = useSocialTexts();
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const today = dutchDate(new Date());
  return (
    <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-7">
      {days.map((day) => {
        const ofDay = posts.filter((post) => dutchDate(new Date(post.scheduledAt)) === day);
        return (
          <li
            key={day}
            className="flex min-w-0 flex-col gap-2 rounded-lg bg-zinc-50 p-2 dark:bg-zinc-900/60"
            aria-labelledby={`day-${day}`}
          >
            <h3 id={`day-${day}`} className={day === today ? 'font-semibold text-brand' : 'font-semibold'}>
              {formatCalendarDay(day)}
              {day === today ? <span className="sr-only"> ({t('social.calendar.today')})</span> : null}
            </h3>
            {ofDay.length === 0 ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('social.calendar.emptyDay')}</p>
            ) : (
              ofDay.map((post) => <PostCard key={post.id} post={post} canApprove={canApprove} onEdit={onEdit} />)
            )}
          </li>
        );
      })}
    </ol>
  );
}
