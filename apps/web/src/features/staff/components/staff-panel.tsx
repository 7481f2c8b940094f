import type { PlaceKindName, PlacePermission, PlaceStaff } from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset } from '../../auth/index.ts';
import { useStaff } from '../api/get-staff.ts';
import { useRemoveManager } from '../api/remove-manager.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import { useUpdatePermissions } from '../api/update-permissions.ts';
import { useStaffTexts } from '../texts.ts';
import { InviteForm } from './invite-form.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';

const fail = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

function Managers({ kind, placeId, staff }: { kind: PlaceKindName; placeId: string; staff: PlaceStaff }) {
  const { t } = useStaffTexts();
  const update = useUpdatePermissions(kind, placeId);
  const remove = useRemoveManager(kind, placeId);
  const change = (userId: string, permissions: PlacePermission[]) =>
    update.mutateAsync({ userId, permissions }).then(() => toast.success(t('staff.rightsSaved')), fail);
  if (staff.managers.length === 0) return <p className="text-zinc-500">{t('staff.noManagers')}</p>;
  return (
    <Table aria-label={t('staff.managers')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('staff.person')}</TableHead>
          <TableHead>{t('staff.rights')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('staff.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {staff.managers.map((manager) => (
          <TableRow key={manager.userId}>
            <TableCell>
              <div className="font-medium">{manager.name}</div>
              <div className="text-sm text-zinc-500">{manager.email}</div>
            </TableCell>
            <TableCell>
              <PermissionCheckboxes
                label={t('staff.rightsOf', { name: manager.name })}
                options={staff.grantable}
                value={manager.permissions}
                disabled={update.isPending}
                onChange={(next) => change(manager.userId, next)}
              />
            </TableCell>
            <TableCell>
              <ConfirmDialog
                trigger={<Button variant="secondary">{t('staff.remove')}</Button>}
                title={t('staff.removeTitle', { name: manager.name })}
                description={t('staff.removeText', { name: manager.name, place: staff.placeName })}
                confirm={t('staff.removeConfirm')}
                cancel={t('app.cancel')}
                onConfirm={() =>
                  remove.mutateAsync(manager.userId).then(() => toast.success(t('staff.removed', { name: manager.name })), fail)
                }
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Invitations({ kind, placeId, staff }: { kind: PlaceKindName; placeId: string; staff: PlaceStaff }) {
  const { t } = useStaffTexts();
  const revoke = useRevokeInvitation(kind, placeId);
  if (staff.invitations.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('staff.openInvitations')}</h3>
      <ul aria-label={t('staff.openInvitations')} className="flex flex-col gap-2">
        {staff.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">{invitation.email}</span>
            <span className="text-zinc-500">
              {invitation.permissions.map((permission) => t(`staff.permissions.${permission}`)).join(', ')} ·{' '}
              {t('staff.expires', { date: formatDate(invitation.expiresAt) })}
            </span>
            <ConfirmDialog
              trigger={<Button variant="secondary">{t('staff.revoke')}</Button>}
              title={t('staff.revokeTitle', { email: invitation.email })}
              confirm={t('staff.revokeConfirm')}
              cancel={t('app.cancel')}
              onConfirm={() => revoke.mutateAsync(invitation.id).then(() => toast.success(t('staff.revoked')), fail)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The "Medewerkers" section of a shop or venue: managers and their rights, open invitations, a new invitation. */
export function StaffPanel({ kind, placeId }: { kind: PlaceKindName; placeId: string }) {
  const { t } = useStaffTexts();
  const staff = useStaff(kind, placeId);
  return (
    <QueryState query={staff}>
      {(data) => (
        <section className="flex flex-col gap-5" aria-label={t('staff.title')}>
          <div>
            <h2 className="text-lg font-semibold">{t('staff.title')}</h2>
            <p className="text-sm text-zinc-500">
              {data.owner ? t('staff.owner', { name: data.owner.name, email: data.owner.email }) : t('staff.noOwner')}
            </p>
          </div>
          <ReadOnlyFieldset>
            <div className="flex flex-col gap-5">
              <Managers kind={kind} placeId={placeId} staff={data} />
              <Invitations kind={kind} placeId={placeId} staff={data} />
              <InviteForm kind={kind} placeId={placeId} grantable={data.grantable} />
            </div>
          </ReadOnlyFieldset>
        </section>
      )}
    </QueryState>
  );
}
