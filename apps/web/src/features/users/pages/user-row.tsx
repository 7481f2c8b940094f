import { type ACCOUNT_STATUSES, type AdminUser, canGrantRole, canManageUser, ROLES, type Role } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TableCell, TableRow } from '../../../components/ui/table.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAccountsTexts } from '../../accounts/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useChangeEditor } from '../api/change-editor.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useChangeStatus } from '../api/change-status.ts';

const CONTROL = 'rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-700 dark:bg-zinc-900';
type Status = (typeof ACCOUNT_STATUSES)[number];
const STATUS_TONE: Record<Status, 'neutral' | 'brand' | 'warning' | 'danger'> = {
  pending_verification: 'warning',
  active: 'brand',
  suspended: 'danger',
  banned: 'danger',
};

/** One user with the actions this admin may take; the server checks every one of them again. */
export function UserRow({ user }: { user: AdminUser }) {
  const { t } = useAccountsTexts();
  const { me, role: myRole } = useAuth();
  const changeRole = useChangeRole();
  const changeStatus = useChangeStatus();
  const changeEditor = useChangeEditor();
  const [reason, setReason] = useState('');
  const manageable = me ? canManageUser({ id: me.user.id, role: myRole }, { id: user.id, role: user.role }) : false;
  const blocked = user.accountStatus === 'suspended' || user.accountStatus === 'banned';

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
      setReason('');
    } catch (failure) {
      const issues = (failure as { issues?: Array<{ message: string }> }).issues;
      toast.error(issues?.[0]?.message ?? (failure as Error).message);
    }
  }

  return (
    <TableRow className="border-b border-zinc-100 align-top max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:py-3 dark:border-zinc-800">
      <TableCell className="py-2 pr-3 max-sm:p-0">
        <div className="font-medium">{user.name}</div>
        <div className="text-sm text-zinc-500">{user.email}</div>
      </TableCell>
      <TableCell className="py-2 pr-3 max-sm:p-0">
        <label className="sr-only" htmlFor={`role-${user.id}`}>
          {t('users.roleOf', { name: user.name })}
        </label>
        <select
          id={`role-${user.id}`}
          className={CONTROL}
          value={user.role ?? 'user'}
          disabled={!manageable || changeRole.isPending}
          onChange={(e) =>
            run(() => changeRole.mutateAsync({ id: user.id, input: { role: e.target.value as Role } }), t('users.roleChanged'))
          }
        >
          {ROLES.map((option) => (
            <option key={option} value={option} disabled={option !== user.role && !canGrantRole(myRole, option)}>
              {t(`profile.roles.${option}`)}
            </option>
          ))}
        </select>
        <Checkbox
          className="mt-2"
          labelClassName="mt-2"
          label={t('users.editor')}
          checked={user.contentEditor}
          disabled={!manageable || changeEditor.isPending}
          onChange={(e) => {
            const editor = e.target.checked;
            run(
              () => changeEditor.mutateAsync({ id: user.id, input: { editor } }),
              t(editor ? 'users.editorOn' : 'users.editorOff', { name: user.name }),
            );
          }}
        />
      </TableCell>
      <TableCell className="py-2 pr-3 max-sm:p-0">
        <Badge tone={STATUS_TONE[user.accountStatus]}>{t(`profile.status.${user.accountStatus}`)}</Badge>
        {user.statusReason ? <div className="mt-1 text-sm text-zinc-500">{user.statusReason}</div> : null}
      </TableCell>
      <TableCell className="py-2 max-sm:p-0">
        {!manageable ? null : blocked ? (
          <Button
            variant="secondary"
            onClick={() =>
              run(() => changeStatus.mutateAsync({ id: user.id, input: { status: 'active', reason: '' } }), t('users.reinstated'))
            }
          >
            {t('users.reinstate')}
          </Button>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`reason-${user.id}`}>
              {t('users.reasonFor', { name: user.name })}
            </label>
            <input
              id={`reason-${user.id}`}
              className={CONTROL}
              placeholder={t('users.reason')}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              variant="secondary"
              onClick={() =>
                run(() => changeStatus.mutateAsync({ id: user.id, input: { status: 'suspended', reason } }), t('users.suspended'))
              }
            >
              {t('users.suspend')}
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                run(() => changeStatus.mutateAsync({ id: user.id, input: { status: 'banned', reason } }), t('users.banned'))
              }
            >
              {t('users.ban')}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
