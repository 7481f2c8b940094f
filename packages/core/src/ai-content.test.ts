import { describe, expect, it } from 'vitest';
import { AiContentFormSchema, AiContentRequestSchema, draftTextToHtml, splitKeywords, splitModelDraft } from './ai-content.ts';

describe('AI content request', () => {
  it('refuses an empty topic and an unknown kind with Dutch messages', () => {
    const empty = AiContentRequestSchema.safeParse({ kind: 'blog', brand: 'cannabis', topic: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('Geef een onderwerp op van minstens 3 tekens');
    const kind = AiContentRequestSchema.safeParse({ kind: 'gedicht', brand: 'cannabis', topic: 'De regels' });
    expect(kind.error?.issues[0]?.message).toBe('Kies blog, nieuws, evenement of pagina');
  });

  it('takes keywords typed with commas, blanks and repeats dropped', () => {
    expect(splitKeywords(' legitimatie, , Leeftijd,leeftijd ,18 jaar')).toEqual(['legitimatie', 'Leeftijd', '18 jaar']);
    const parsed = AiContentFormSchema.parse({
      kind: 'news',
      brand: 'hospitality',
      topic: 'Terrassen',
      keywords: 'zomer, Utrecht',
    });
    expect(parsed).toMatchObject({ tone: 'informatief', length: 'middel', keywords: ['zomer', 'Utrecht'] });
  });
});

describe('draft text as rich text', () => {
  it('makes headings, paragraphs and lists, and escapes markup', () => {
    expect(draftTextToHtml('Intro met <b>tag</b>.\n\nDe regels\nEen regel.\n\n- een\n- twee')).toBe(
      '<p>Intro met &lt;b&gt;tag&lt;/b&gt;.</p><h2>De regels</h2><p>Een regel.</p><ul><li>een</li><li>twee</li></ul>',
    );
  });

  it('takes a model’s first line as the title, without markdown, or the topic when there is no separate title', () => {
    expect(splitModelDraft('# Titel: "Leeftijd"\nDe tekst.', 'onderwerp')).toEqual({ title: 'Leeftijd', body: 'De tekst.' });
    expect(splitModelDraft('Alleen één regel tekst.', 'Het onderwerp')).toEqual({
      title: 'Het onderwerp',
      body: 'Alleen één regel tekst.',
    });
  });
});
