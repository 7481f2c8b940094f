import {
  Blocks,
  Bot,
  CalendarCheck,
  ClipboardCheck,
  IdCard,
  Inbox,
  Leaf,
  type LucideIcon,
  MessageSquareWarning,
  Package,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Sprout,
  Store,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useAuth } from '../../auth/index.ts';
import { OutboxTable } from '../components/outbox-table.tsx';
import { useAdminTexts } from '../texts.ts';

function AdminLink({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-xl border border-zinc-200 p-4 hover:border-brand dark:border-zinc-800"
    >
      <Icon className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="text-sm text-zinc-600 dark:text-zinc-400">{text}</span>
      </span>
    </Link>
  );
}

/** The admin panel shell; admin areas add their cards here as they land. */
export function AdminPage() {
  const { t } = useAdminTexts();
  const { role } = useAuth();
  return (
    <Page title={t('admin.title')} wide>
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">
        {t('admin.intro')}{' '}
        <a href="/api/docs" className="text-brand underline">
          {t('admin.apiDocs')}
        </a>
      </p>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AdminLink to="/admin-coffeeshops" icon={Store} title={t('admin.shops')} text={t('admin.shopsText')} />
        <AdminLink to="/admin/cannabis-manager" icon={Leaf} title={t('admin.cannabis')} text={t('admin.cannabisText')} />
        <AdminLink to="/admin/products" icon={Package} title={t('admin.products')} text={t('admin.productsText')} />
        <AdminLink to="/admin/grower-manager" icon={Sprout} title={t('admin.growers')} text={t('admin.growersText')} />
        <AdminLink to="/admin/verifications" icon={IdCard} title={t('admin.verifications')} text={t('admin.verificationsText')} />
        <AdminLink to="/admin/onboarding" icon={ClipboardCheck} title={t('admin.onboarding')} text={t('admin.onboardingText')} />
        <AdminLink to="/user-management" icon={Users} title={t('admin.users')} text={t('admin.usersText')} />
        <AdminLink
          to="/admin/foodee/reservations"
          icon={CalendarCheck}
          title={t('admin.reservations')}
          text={t('admin.reservationsText')}
        />
        <AdminLink
          to="/horeca-manager"
          icon={UtensilsCrossed}
          title={t('admin.horecaManager')}
          text={t('admin.horecaManagerText')}
        />
        <AdminLink to="/admin/ai-control" icon={SlidersHorizontal} title={t('admin.aiControl')} text={t('admin.aiControlText')} />
        <AdminLink to="/admin/assistants" icon={Bot} title={t('admin.assistants')} text={t('admin.assistantsText')} />
        <AdminLink to="/admin/advanced" icon={Settings} title={t('admin.advanced')} text={t('admin.advancedText')} />
        {role === 'superadmin' ? (
          <AdminLink to="/admin/super" icon={ShieldCheck} title={t('admin.super')} text={t('admin.superText')} />
        ) : null}
        <AdminLink
          to="/admin/community"
          icon={MessageSquareWarning}
          title={t('admin.community')}
          text={t('admin.communityText')}
        />
        <AdminLink to="/admin/contact" icon={Inbox} title={t('admin.contact')} text={t('admin.contactText')} />
        <AdminLink to="/admin/schermen" icon={Blocks} title={t('admin.modules')} text={t('admin.modulesText')} />
      </div>
      <Card>
        <OutboxTable />
      </Card>
    </Page>
  );
}
