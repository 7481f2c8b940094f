import { describe, expect, it } from 'vitest';
import { CV_MIME_TYPES, isVacancyOpen, jobPosting, sniffCvType, type Vacancy, VacancyInputSchema } from './vacancies.ts';

const bytes = (text: string, prefix: number[] = []) =>
  new Uint8Array([...prefix, ...Array.from(text, (char) => char.charCodeAt(0))]);

describe('sniffCvType', () => {
  it('knows a PDF and a Word document by their bytes, and nothing else', () => {
    expect(sniffCvType(bytes('%PDF-1.7 …'))).toBe(CV_MIME_TYPES.pdf);
    expect(sniffCvType(bytes('..[Content_Types].xml..word/document.xml..', [0x50, 0x4b, 0x03, 0x04]))).toBe(CV_MIME_TYPES.docx);
    expect(sniffCvType(bytes('..xl/workbook.xml..', [0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(sniffCvType(bytes('word/document.xml'))).toBeNull();
    expect(sniffCvType(bytes('<html>'))).toBeNull();
    expect(sniffCvType(new Uint8Array())).toBeNull();
  });
});

describe('isVacancyOpen', () => {
  it('is open through the closing date on the Dutch calendar', () => {
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(isVacancyOpen('2026-12-31', new Date('2026-12-31T22:30:00Z'))).toBe(true);
    expect(isVacancyOpen('2026-12-31', new Date('2026-12-31T23:30:00Z'))).toBe(false);
  });
});

describe('VacancyInputSchema', () => {
  const valid = {
    title: 'Kok',
    type: 'vast',
    hoursMin: 32,
    hoursMax: 38,
    salaryMin: 2800,
    salaryMax: 3400,
    salaryPeriod: 'maand',
    plaats: 'Leiden',
    description: 'Je kookt met verse producten uit de regio.',
    closingDate: '2999-01-01',
  };
  it('wants a pay range with at most two decimals', () => {
    expect(VacancyInputSchema.safeParse(valid).success).toBe(true);
    expect(VacancyInputSchema.safeParse({ ...valid, salaryMax: undefined }).error?.issues[0]?.message).toBe(
      'Maximumsalaris is verplicht (EU-richtlijn loontransparantie)',
    );
    expect(VacancyInputSchema.safeParse({ ...valid, salaryMin: 14.715 }).error?.issues[0]?.message).toBe(
      'Minimumsalaris: gebruik hoogstens twee decimalen',
    );
  });
});

describe('jobPosting', () => {
  it('maps a part-time permanent job and a monthly pay range', () => {
    const vacancy: Vacancy = {
      id: 'v',
      slug: 'kok-v',
      title: 'Kok',
      type: 'vast',
      hoursMin: 20,
      hoursMax: 24,
      salaryMin: 2800,
      salaryMax: 3400,
      salaryPeriod: 'maand',
      plaats: 'Leiden',
      description: 'Koken.',
      closingDate: '2026-12-31',
      postedAt: '2026-11-27T09:00:00.000Z',
      employer: { kind: 'venue', id: 'e', name: 'De Kade', path: '/horeca/leiden/de-kade' },
    };
    expect(jobPosting(vacancy, 'https://example.nl')).toMatchObject({
      employmentType: 'PART_TIME',
      datePosted: '2026-11-27',
      hiringOrganization: { sameAs: 'https://example.nl/horeca/leiden/de-kade' },
      baseSalary: { value: { unitText: 'MONTH', minValue: 2800 } },
    });
  });
});
