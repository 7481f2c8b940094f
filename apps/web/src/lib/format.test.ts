import { afterEach, describe, expect, it } from 'vitest';
import {
  formatEuro,
  formatNumber,
  formatPercent,
  formatPercentRange,
  formatPriceList,
  formattersFor,
  localeOf,
} from './format.ts';
import i18n from './i18n.ts';
import { loadSignedInTexts } from './signed-in-texts.ts';

// Intl puts a narrow no-break space between € and the amount in nl-NL; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formattersFor (nl-NL first, en-GB on en)', () => {
  const nl = formattersFor('nl');
  const en = formattersFor('en');

  it('writes percentages with the locale decimal mark', () => {
    expect(nl.percent(19.6)).toBe('19,6%');
    expect(en.percent(19.6)).toBe('19.6%');
    expect(nl.percent(20)).toBe('20%');
    expect(nl.percent(0.5)).toBe('0,5%');
  });

  it('writes a calendar date with its weekday, the same day in any time zone', () => {
    expect(nl.calendarDay('2026-12-26')).toBe('za 26 dec');
    expect(en.calendarDay('2026-12-26')).toBe('Sat 26 Dec');
  });

  it('writes euros with two decimals', () => {
    expect(plain(nl.euro(14.5))).toBe('€ 14,50');
    expect(en.euro(14.5)).toBe('€14.50');
    expect(plain(nl.euro(1250))).toBe('€ 1.250,00');
    expect(en.euro(1250)).toBe('€1,250.00');
  });

  it('groups thousands and writes decimals per locale', () => {
    expect(nl.number(1250)).toBe('1.250');
    expect(en.number(1250)).toBe('1,250');
    expect(nl.number(3.25)).toBe('3,25');
    expect(en.number(3.25)).toBe('3.25');
  });

  it('writes dates and times per locale', () => {
    expect(nl.date('2026-11-25T12:00:00Z')).toBe('25 nov 2026');
    expect(en.date('2026-11-25T12:00:00Z')).toBe('25 Nov 2026');
    expect(nl.time('2026-11-25T17:05:00Z')).toBe('18:05');
  });

  it('maps any language to nl-NL unless it is English', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('en-US')).toBe('en-GB');
    expect(localeOf('nl')).toBe('nl-NL');
    expect(localeOf(undefined)).toBe('nl-NL');
  });
});

describe('current-language formatters follow the interface language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('nl');
  });

  it('switches from Dutch to English formats', async () => {
    await i18n.changeLanguage('nl');
    expect(formatPercent(19.6)).toBe('19,6%');
    expect(formatNumber(1250)).toBe('1.250');
    expect(plain(formatEuro(14.5))).toBe('€ 14,50');
    await i18n.changeLanguage('en');
    expect(formatPercent(19.6)).toBe('19.6%');
    expect(formatEuro(14.5)).toBe('€14.50');
  });

  it('writes ranges and price lists', async () => {
    await i18n.changeLanguage('nl');
    expect(formatPercentRange(18.5, 22)).toBe('18,5–22%');
    expect(formatPercentRange(20, 20)).toBe('20%');
    expect(plain(formatPriceList({ '1g': 12.5, '5g': 55 }))).toBe('1g € 12,50 · 5g € 55,00');
  });
});

describe('numbers inside translated texts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('nl');
  });

  it('formats interpolated numbers in the interface language', async () => {
    // `menu.total` is a text of the owner's screens.
    await Promise.all([loadSignedInTexts('nl'), loadSignedInTexts('en')]);
    await i18n.changeLanguage('nl');
    expect(i18n.t('menu.total', { count: 1250 })).toBe('1.250 producten');
    await i18n.changeLanguage('en');
    expect(i18n.t('menu.total', { count: 1250 })).toBe('1,250 products');
  });
});
