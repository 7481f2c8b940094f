import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@platform/core';
import type { TFunction } from 'i18next';

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** A detail as text; details are stored as JSON, so anything may come back. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The values a sentence names in words, translated where they are codes (roles, statuses, guideline types). */
function parts(t: TFunction, entry: AuditEntry) {
  const subject = entry.subject.name;
  const from = text(entry.details.from);
  const to = text(entry.details.to);
  const code = (prefix: string, value: string | null) => (value ? t(`${prefix}.${value}`, { defaultValue: value }) : '—');
  switch (entry.action as AuditAction) {
    case 'user.role':
      return { subject, from: code('profile.roles', from), to: code('profile.roles', to) };
    case 'user.status':
      return { subject, from: code('profile.status', from), to: code('profile.status', to) };
    case 'user.editor':
      return { subject, to: code('audit.editorFlag', to) };
    case 'shop.settings':
      return { subject, from: code('menu.visibilities', from), to: code('menu.visibilities', to) };
    case 'shop.status':
    case 'venue.status':
      return { subject, to: code('audit.placeStatus', to) };
    case 'partner.status':
      return { subject, to: code('partners.statuses', to) };
    case 'partner.member_role':
      return { subject, to: to ?? '—' };
    case 'partner.merchandise':
      return { subject, item: text(entry.details.name) ?? '—', change: text(entry.details.change) ?? '—' };
    case 'ai.kill_switch':
      return { subject, to: code('audit.onOff', to) };
    case 'platform.settings':
      return { subject: text(entry.details.key) ?? subject };
    case 'assistant.config':
    case 'assistant.reset':
      return { subject: text(entry.details.name) ?? subject };
    case 'shop.owner':
    case 'venue.owner':
      return { subject, to: to ?? t('audit.nobody') };
    case 'guideline.create':
    case 'guideline.activate':
    case 'guideline.deactivate':
      return { subject: subject ? code('community.guidelines.types', subject) : null };
    default:
      return { subject };
  }
}

/**
 * One Dutch (or English) sentence per audit row: who did what to whom, by name,
 * plus the note or reason the actor gave, if any.
 */
export function auditSentence(t: TFunction, entry: AuditEntry): { sentence: string; note: string | null } {
  const actor = entry.actor.name ?? entry.actor.email ?? t('audit.deletedActor');
  const { subject, ...rest } = parts(t, entry);
  const values = { actor, subject: subject ?? t('audit.deletedSubject'), ...rest };
  const sentence = KNOWN.has(entry.action)
    ? t(`audit.sentences.${entry.action}`, values)
    : t('audit.sentences.unknown', { actor, action: entry.action });
  const note = text(entry.details.note) ?? text(entry.details.notes);
  const reason = text(entry.details.reason);
  return {
    sentence,
    note: note ? t('audit.note', { note }) : reason ? t('audit.reason', { reason }) : null,
  };
}
