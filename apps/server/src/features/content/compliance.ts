import {
  BLOCKED_SUBMIT_MESSAGE,
  COMPLIANCE,
  canSubmit,
  checkCompliance,
  mentionsCannabis,
  type PostPreview,
  postComplianceText,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ValidationError } from '../../platform/errors.ts';
import { loadGuidelines } from '../community/index.ts';

/** The reasons of a check, one line each: the rule, what matched and what to do instead. */
function reasons(issues: ReturnType<typeof checkCompliance>['issues']): string[] {
  return issues.map((issue) => `${issue.label}: "${issue.match}" — ${issue.suggestion}`);
}

/**
 * A cannabis-brand post passes the Community Maker's compliance check (art. 3b Opiumwet, spec §5) with the
 * guidelines the admins keep active. The brand is the writer's choice, so a post that names cannabis is checked
 * whatever brand it claims; other hospitality posts are not checked.
 */
export async function checkPost(
  ctx: ServiceContext,
  post: { brand: string; title: string; summary: string; bodyText: string },
): Promise<PostPreview['compliance']> {
  const text = postComplianceText(post);
  if (post.brand !== 'cannabis' && !mentionsCannabis(text)) return { checked: false, passes: true, score: 100, reasons: [] };
  const { score, issues } = checkCompliance(text, await loadGuidelines(ctx));
  return { checked: true, passes: canSubmit(score), score, reasons: reasons(issues) };
}

/** Refuses to publish a post that fails the check, with the reasons in the message (nothing is stored). */
export function blockUnlessPasses(result: PostPreview['compliance']): void {
  if (result.passes) return;
  const message = `Niet gepubliceerd: de compliancecheck geeft ${result.score}% (minimaal ${COMPLIANCE.minimumSubmitScore}%). ${result.reasons.join(' ')}`;
  throw new ValidationError(message, [{ path: ['body'], message: BLOCKED_SUBMIT_MESSAGE }]);
}
