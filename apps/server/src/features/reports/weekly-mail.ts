import { randomBytes } from 'node:crypto';
import {
  changePercent,
  isReadOnlyRole,
  lastWeek,
  type PlaceReport,
  type ReportMetric,
  type WeeklyMailSetting,
  weeklyMailDue,
  weeklyMailMetrics,
  weekStartOf,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { requireModule } from '../../platform/modules.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { buildPlaceReport } from './reports.service.ts';
import * as q from './weekly-mail.queries.ts';

export const WEEKLY_REPORT_JOB = 'weekly-report-mail';

/** The job's part of a service context (it runs outside any request). */
export type WeeklyMailDeps = Pick<ServiceContext, 'db' | 'mailer' | 'logger' | 'publicUrl'>;

const LABELS: Record<ReportMetric, string> = {
  pageViews: 'Paginaweergaven',
  visitors: 'Bezoekers',
  favourites: 'Nieuwe favorieten',
  searchClicks: 'Via zoeken',
  menuImports: 'Menu-imports',
  screenMinutes: 'Schermminuten online',
  screenMenuViews: 'Menuweergaven op schermen',
  reservations: 'Reserveringen',
  covers: 'Couverts',
  noShows: 'No-shows',
};

const number = new Intl.NumberFormat('nl-NL');
const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const label = (date: string, format: Intl.DateTimeFormat) => format.format(new Date(`${date}T12:00:00Z`));

/** "16 t/m 22 november 2026" */
function weekLabel(range: { from: string; to: string }) {
  return `${label(range.from, dayMonth)} t/m ${label(range.to, dayMonthYear)}`;
}

/** One place's lines: each figure of last week beside the week before, with the change in percent. */
export function placeLines(report: PlaceReport): string[] {
  const lines = [`${report.place.name}`];
  for (const metric of weeklyMailMetrics(report.place.kind)) {
    const current = report.totals[metric] ?? 0;
    const previous = report.previousTotals[metric] ?? 0;
    const change = changePercent(current, previous);
    const trend = change === null ? '' : `, ${change > 0 ? '+' : ''}${change}%`;
    lines.push(`- ${LABELS[metric]}: ${number.format(current)} (week ervoor ${number.format(previous)}${trend})`);
  }
  if (report.dishes.length > 0) {
    lines.push(
      `- Meest bekeken gerechten: ${report.dishes
        .slice(0, 3)
        .map((dish) => dish.name)
        .join(', ')}`,
    );
  }
  return lines;
}

/** Whether I get the weekly summary. */
export async function weeklyMailSetting(ctx: ServiceContext): Promise<WeeklyMailSetting> {
  const actor = requireLogin(ctx);
  const [row] = await q.selectSubscription(ctx.db, actor.user.id);
  return { enabled: Boolean(row) };
}

/**
 * Turns my weekly summary on or off. Only for someone who reads a place's reports (owner, or manager with the
 * details right); a demo account changes nothing.
 */
export async function setWeeklyMail(ctx: ServiceContext, input: WeeklyMailSetting): Promise<WeeklyMailSetting> {
  const actor = requireLogin(ctx);
  if (isReadOnlyRole(actor.role)) throw new ForbiddenError('Een demo-account kan niets wijzigen.');
  if (input.enabled) {
    const places = await q.selectReportPlaces(ctx.db, actor.user.id);
    // Only someone with figures to read gets a summary; the page offers the box only to them.
    if (places.length === 0) throw new ForbiddenError();
    await q.insertSubscription(ctx.db, actor.user.id, randomBytes(24).toString('base64url'));
  } else {
    await q.deleteSubscription(ctx.db, actor.user.id);
  }
  return { enabled: input.enabled };
}

/** The unsubscribe link of a mail: no login needed, the token is the key. */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<{ unsubscribed: true }> {
  const removed = await q.deleteSubscriptionByToken(ctx.db, token);
  if (removed.length === 0) {
    throw new NotFoundError('Ongeldige afmeldlink.');
  }
  return { unsubscribed: true };
}

/** The places whose plan holds the reports module (ADR 058): the mail shows no figures the report page would refuse. */
async function placesWithReports<P extends { kind: 'coffeeshop' | 'venue'; id: string }>(deps: WeeklyMailDeps, places: P[]) {
  const allowed = await Promise.all(
    places.map((place) =>
      requireModule({ db: deps.db, actor: null }, place.kind, place.id, 'rapportages').then(
        () => true,
        () => false,
      ),
    ),
  );
  return places.filter((_, index) => allowed[index]);
}

/**
 * Sends the weekly summaries that are due: on Monday from 08:00 Dutch time, to each owner who opted in and has not
 * had this week's mail. Each opt-in is claimed (its week marked) in the transaction that records its mail, so two
 * runs at once send one mail, and a failure sends none. Returns how many went out.
 */
export async function sendWeeklySummaries(deps: WeeklyMailDeps, now = new Date()): Promise<number> {
  if (!weeklyMailDue(now)) return 0;
  const monday = weekStartOf(now);
  const week = lastWeek(now);
  let sent = 0;
  for (const subscriber of await q.selectDueSubscriptions(deps.db, monday)) {
    const places = await placesWithReports(deps, await q.selectReportPlaces(deps.db, subscriber.userId));
    const reports = await Promise.all(places.map((place) => buildPlaceReport(deps, place.kind, place, week)));
    const unsubscribeUrl = `${deps.publicUrl}/afmelden/${subscriber.token}`;
    const body = places.length
      ? reports.map((report) => placeLines(report).join('\n')).join('\n\n')
      : 'Je beheert op dit moment geen zaak waarvan je de cijfers mag zien.';
    const claimed = await withTransaction(deps, async (tx) => {
      if (!(await q.claimWeek(tx.db, subscriber.userId, monday))) return false;
      await tx.mailer.send({
        to: subscriber.email,
        kind: 'weekly_report',
        userId: subscriber.userId,
        subject: `Je weekoverzicht: ${weekLabel(week)}`,
        text:
          `Hallo ${subscriber.firstName || subscriber.name},\n\n` +
          `Zo deden je zaken het vorige week (${weekLabel(week)}), vergeleken met de week ervoor:\n\n${body}\n\n` +
          `Alle cijfers per dag, grafieken en de CSV vind je op ${deps.publicUrl}/report-manager\n\n` +
          `Geen weekoverzicht meer ontvangen? Meld je af met één klik:\n${unsubscribeUrl}\n`,
        // The unsubscribe link is the recipient's key (ADR 017): redacted for every other reader of the outbox.
        secrets: [unsubscribeUrl],
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) deps.logger.info({ sent }, 'wekelijkse rapportmails verstuurd');
  return sent;
}

/**
 * Hourly on Mondays (UTC), once across processes; the run from 08:00 Dutch time (06:00 or 07:00 UTC, by season)
 * sends, later runs only catch up on what an earlier one missed.
 */
export function defineWeeklyReportMail(jobs: Jobs, deps: WeeklyMailDeps) {
  jobs.define({
    name: WEEKLY_REPORT_JOB,
    policy: 'stately',
    cron: '5 * * * 1',
    retryLimit: 2,
    handler: () => sendWeeklySummaries(deps),
  });
}
