// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18nReady, setLanguage } from './i18n.ts';
import './zod-language.ts';

// zod-language.ts sets zod's language through zod's core alone (ADR 067), following i18n's language once the form
// kit or the app's start has loaded it (ADR 082): the schemas of the pages must read that same setting.
describe('zod messages follow the app language', () => {
  const ownMessage = () => z.string().min(3).safeParse('ab').error?.issues[0]?.message;

  it('are Dutch from the start and English after a switch', async () => {
    await i18nReady;
    expect(ownMessage()).toMatch(/^Te kort/);
    await setLanguage('en');
    expect(ownMessage()).toMatch(/^Too small/);
    await setLanguage('nl');
    expect(ownMessage()).toMatch(/^Te kort/);
  });
});
