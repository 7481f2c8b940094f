import { z } from 'zod';
import { RequiredText } from './place-input.ts';
import { multiLine } from './text.ts';

/** A news post a shop writes (spec: news per shop); it passes the compliance check before it publishes. */
export const NewsPostInputSchema = z.object({
  title: RequiredText('Titel', 120),
  body: multiLine(
    z.string({ error: 'Tekst is verplicht' }).trim().min(20, 'Schrijf minimaal 20 tekens').max(5000, 'Maximaal 5000 tekens'),
  ),
});
export type NewsPostInput = z.infer<typeof NewsPostInputSchema>;

/** A shop's own post as its managers see it. */
export const NewsPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type NewsPost = z.infer<typeof NewsPostSchema>;

/** What the compliance check reads of a post: its title and its text together. */
export function newsComplianceText(post: { title: string; body: string }): string {
  return `${post.title}\n\n${post.body}`;
}
