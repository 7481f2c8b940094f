// Zod-free: every page reads the stored settings at start, and zod stays out of public pages' first load (ADR 067).
/** Spec section 3: accessibility settings, kept per device. */
export const FONT_SIZES = ['small', 'normal', 'large', 'xl'] as const;
export interface AccessibilitySettings {
  reducedMotion: boolean;
  highContrast: boolean;
  fontSize: (typeof FONT_SIZES)[number];
  screenReader: boolean;
  keyboardNavigation: boolean;
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  reducedMotion: false,
  highContrast: false,
  fontSize: 'normal',
  screenReader: false,
  keyboardNavigation: false,
};

/**
 * Stored settings (JSON text) to settings. Bad JSON or a wrong shape falls
 * back to the defaults with a warning; unknown keys are dropped and missing
 * keys take their default, so older stored versions keep working.
 */
export function parseAccessibilitySettings(raw: string | null): { settings: AccessibilitySettings; warning: string | null } {
  if (raw === null || raw === '') return { settings: DEFAULT_ACCESSIBILITY, warning: null };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {
      settings: DEFAULT_ACCESSIBILITY,
      warning: 'Opgeslagen toegankelijkheidsinstellingen waren geen geldige JSON; standaardwaarden gebruikt.',
    };
  }
  if (!isPartialSettings(json)) {
    return {
      settings: DEFAULT_ACCESSIBILITY,
      warning: 'Opgeslagen toegankelijkheidsinstellingen waren ongeldig; standaardwaarden gebruikt.',
    };
  }
  // Only the known keys, each stored value or its default: unknown keys are dropped.
  const settings: AccessibilitySettings = {
    reducedMotion: json.reducedMotion ?? DEFAULT_ACCESSIBILITY.reducedMotion,
    highContrast: json.highContrast ?? DEFAULT_ACCESSIBILITY.highContrast,
    fontSize: json.fontSize ?? DEFAULT_ACCESSIBILITY.fontSize,
    screenReader: json.screenReader ?? DEFAULT_ACCESSIBILITY.screenReader,
    keyboardNavigation: json.keyboardNavigation ?? DEFAULT_ACCESSIBILITY.keyboardNavigation,
  };
  return { settings, warning: null };
}

/** Whether stored JSON is an object whose known keys (each optional) hold values of the right kind. */
function isPartialSettings(json: unknown): json is Partial<AccessibilitySettings> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const record = json as Record<string, unknown>;
  const fits = (key: keyof AccessibilitySettings, test: (value: unknown) => boolean) =>
    record[key] === undefined || test(record[key]);
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  return (
    fits('reducedMotion', isBoolean) &&
    fits('highContrast', isBoolean) &&
    fits('screenReader', isBoolean) &&
    fits('keyboardNavigation', isBoolean) &&
    fits('fontSize', (value) => (FONT_SIZES as readonly unknown[]).includes(value))
  );
}

/** The operating system's preferences win over the stored ones (spec: OS preferences win). */
export function effectiveAccessibility(
  stored: AccessibilitySettings,
  os: { prefersReducedMotion: boolean; prefersMoreContrast: boolean },
): AccessibilitySettings {
  return {
    ...stored,
    reducedMotion: stored.reducedMotion || os.prefersReducedMotion,
    highContrast: stored.highContrast || os.prefersMoreContrast,
  };
}
