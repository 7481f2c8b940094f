import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY, effectiveAccessibility, parseAccessibilitySettings } from './accessibility.ts';

describe('parseAccessibilitySettings', () => {
  it('returns the defaults without stored settings', () => {
    expect(parseAccessibilitySettings(null)).toEqual({ settings: DEFAULT_ACCESSIBILITY, warning: null });
  });
  it('reads stored settings and fills in missing keys', () => {
    const { settings, warning } = parseAccessibilitySettings('{"fontSize":"xl","highContrast":true,"extra":1}');
    expect(warning).toBeNull();
    expect(settings).toEqual({ ...DEFAULT_ACCESSIBILITY, fontSize: 'xl', highContrast: true });
  });
  it('ignores bad JSON with a warning', () => {
    const result = parseAccessibilitySettings('{fontSize: xl');
    expect(result.settings).toEqual(DEFAULT_ACCESSIBILITY);
    expect(result.warning).toMatch(/geen geldige JSON/);
  });
  it('ignores a wrong shape with a warning', () => {
    const result = parseAccessibilitySettings('{"fontSize":"enorm"}');
    expect(result.settings).toEqual(DEFAULT_ACCESSIBILITY);
    expect(result.warning).toMatch(/ongeldig/);
    expect(parseAccessibilitySettings('[1,2]').warning).toMatch(/ongeldig/);
    expect(parseAccessibilitySettings('null').warning).toMatch(/ongeldig/);
    expect(parseAccessibilitySettings('{"highContrast":"ja"}').warning).toMatch(/ongeldig/);
  });
});

describe('effectiveAccessibility', () => {
  it('lets the operating system preferences win', () => {
    const stored = { ...DEFAULT_ACCESSIBILITY };
    expect(effectiveAccessibility(stored, { prefersReducedMotion: true, prefersMoreContrast: true })).toMatchObject({
      reducedMotion: true,
      highContrast: true,
    });
    expect(
      effectiveAccessibility({ ...stored, reducedMotion: true }, { prefersReducedMotion: false, prefersMoreContrast: false })
        .reducedMotion,
    ).toBe(true);
  });
});
