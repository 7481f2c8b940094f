import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './partners.handlers.ts';
import * as r from './partners.routes.ts';

export { findPartner, requirePartnerAccess } from './partner-access.ts';
export { partnerShell } from './partner-shell.ts';
export { toSummary as partnerSummary } from './partner-views.ts';
export { selectMembers } from './partners.queries.ts';
export { approvedPartner } from './partners.service.ts';

/** Partners: admin invitations and approval, members' dashboard, public pages (ADR 040). */
export function partnersRouter() {
  const router = createRouter();
  router.use(r.LOGO_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(r.adminListRoute, h.adminList)
    .openapi(r.adminInviteRoute, h.adminInvite)
    .openapi(r.adminStatusRoute, h.adminStatus)
    .openapi(r.previewInvitationRoute, h.previewInvitation)
    .openapi(r.acceptInvitationRoute, h.acceptInvitation)
    .openapi(r.myPartnersRoute, h.myPartners)
    .openapi(r.managedRoute, h.managed)
    .openapi(r.updateProfileRoute, h.updateProfile)
    .openapi(r.logoRoute, h.logo)
    .openapi(r.addServiceRoute, h.addService)
    .openapi(r.updateServiceRoute, h.updateService)
    .openapi(r.removeServiceRoute, h.removeService)
    .openapi(r.membersRoute, h.members)
    .openapi(r.inviteMemberRoute, h.inviteMember)
    .openapi(r.removeMemberRoute, h.removeMember)
    .openapi(r.memberRoleRoute, h.memberRole)
    .openapi(r.revokeInvitationRoute, h.revokeInvitation)
    .openapi(r.listRoute, h.list)
    .openapi(r.pageRoute, h.page)
    .openapi(r.serviceRoute, h.service);
}
