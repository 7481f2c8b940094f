import { describe, expect, it } from 'vitest';
import { htmlToText, isArticleKind, PostInputSchema, postState, scheduleAllowed } from './content.ts';
import { postPath } from './post-path.ts';

describe('posts', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('reads a post as draft, scheduled or published at a moment', () => {
    expect(postState(null, now)).toBe('draft');
    expect(postState(new Date('2026-11-27T12:00:01Z'), now)).toBe('scheduled');
    expect(postState(new Date('2026-11-27T12:00:00Z'), now)).toBe('published');
  });

  it('allows a schedule only after now', () => {
    expect(scheduleAllowed(new Date('2026-11-27T12:00:01Z'), now)).toBe(true);
    expect(scheduleAllowed(now, now)).toBe(false);
  });

  it('turns sanitised HTML into text for the compliance check and feeds', () => {
    expect(htmlToText('<h2>Kop</h2><p>Eén &amp; twee&nbsp;<strong>drie</strong></p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Kop\nEén & twee drie\na\nb',
    );
  });

  it('needs a moment for a scheduled post and refuses a too-long title and a foreign image', () => {
    const base = { title: 'Titel', body: '<p>tekst</p>' };
    const scheduled = PostInputSchema.safeParse({ ...base, publication: 'scheduled' });
    expect(scheduled.error?.issues[0]?.message).toBe('Kies wanneer het bericht verschijnt.');
    expect(PostInputSchema.safeParse({ ...base, title: 'x'.repeat(121) }).error?.issues[0]?.message).toBe(
      'Titel mag maximaal 120 tekens hebben',
    );
    expect(PostInputSchema.safeParse({ ...base, imageUrl: 'https://elders.nl/a.png' }).success).toBe(false);
    expect(PostInputSchema.parse(base)).toMatchObject({ kind: 'news', brand: 'cannabis', publication: 'draft', publishAt: null });
  });

  it('puts platform posts under /blog and partner news under the partner', () => {
    expect(postPath({ slug: 'a', partner: null })).toBe('/blog/a');
    expect(postPath({ slug: 'a', partner: { slug: 'kassa' } })).toBe('/partners/kassa/news/a');
  });
});

describe('standalone pages (ADR 056)', () => {
  it('live under /pagina and are no articles', () => {
    expect(postPath({ slug: 'over-ons', partner: null, kind: 'page' })).toBe('/pagina/over-ons');
    expect(postPath({ slug: 'a', partner: null, kind: 'news' })).toBe('/blog/a');
    expect(isArticleKind('page')).toBe(false);
    expect(isArticleKind('blog')).toBe(true);
  });
});
