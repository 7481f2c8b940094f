import { describe, expect, it } from 'vitest';
import {
  DecisionInputSchema,
  filesExpired,
  sniffDocumentType,
  stateAfterApproval,
  stateAfterRejection,
  stateAfterUpload,
} from './verification.ts';

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const pending = { ageVerified: false, verificationStatus: 'pending', accountStatus: 'pending_verification' } as const;

describe('sniffDocumentType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffDocumentType(ascii('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('refuses anything else, whatever the name says', () => {
    expect(sniffDocumentType(ascii('GIF89a'))).toBeNull();
    expect(sniffDocumentType(ascii('<html>'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array([]))).toBeNull();
  });
});

describe('verification state rules', () => {
  it('an upload puts the account back to pending verification', () => {
    const rejected = { ageVerified: false, verificationStatus: 'rejected', accountStatus: 'pending_verification' } as const;
    expect(stateAfterUpload(rejected)).toEqual(pending);
  });
  it('a blocked account cannot upload', () => {
    expect(() => stateAfterUpload({ ...pending, accountStatus: 'banned' })).toThrow();
  });
  it('approval verifies age and identity and activates', () => {
    expect(stateAfterApproval(pending)).toEqual({ ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' });
  });
  it('approval and rejection keep a suspension', () => {
    expect(stateAfterApproval({ ...pending, accountStatus: 'suspended' }).accountStatus).toBe('suspended');
    expect(stateAfterRejection({ ...pending, accountStatus: 'banned' }).accountStatus).toBe('banned');
  });
  it('rejection removes a previous verification', () => {
    const verified = { ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' } as const;
    expect(stateAfterRejection(verified)).toEqual({
      ageVerified: false,
      verificationStatus: 'rejected',
      accountStatus: 'pending_verification',
    });
  });
});

describe('filesExpired', () => {
  const decided = new Date('2026-01-01T12:00:00Z');
  it('keeps files for the whole retention period', () => {
    expect(filesExpired(decided, new Date('2026-01-31T11:59:59Z'), 30)).toBe(false);
    expect(filesExpired(decided, new Date('2026-01-31T12:00:00Z'), 30)).toBe(true);
  });
  it('never expires an undecided document', () => {
    expect(filesExpired(null, new Date('2030-01-01'), 30)).toBe(false);
  });
});

describe('DecisionInputSchema', () => {
  it('needs notes when rejecting', () => {
    const result = DecisionInputSchema.safeParse({ decision: 'reject', notes: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Schrijf bij een afwijzing wat de gebruiker moet doen');
  });
  it('approves without notes', () => {
    expect(DecisionInputSchema.parse({ decision: 'approve' })).toEqual({ decision: 'approve', notes: '' });
  });
});
