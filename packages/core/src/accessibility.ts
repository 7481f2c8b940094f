import { z } from 'zod';

/** Spec section 3: accessibility settings, kept per device. */
export const FONT_SIZES = ['small', 'normal', 'large', 'xl'] as const;
export const AccessibilitySettingsSchema = z.object({
  reducedMotion: z.boolean(),
  highContrast: z.boolean(),
  fontSize: z.enum(FONT_SIZES),
  screenReader: z.boolean(),
  keyboardNavigation: z.boolean(),
});
export type AccessibilitySettings = z.infer<typeof AccessibilitySettingsSchema>;

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
  const parsed = AccessibilitySettingsSchema.partial().safeParse(json);
  if (!parsed.success) {
    return {
      settings: DEFAULT_ACCESSIBILITY,
      warning: 'Opgeslagen toegankelijkheidsinstellingen waren ongeldig; standaardwaarden gebruikt.',
    };
  }
  const settings = Object.fromEntries(
    Object.entries({ ...DEFAULT_ACCESSIBILITY, ...parsed.data }).filter(([key]) => key in DEFAULT_ACCESSIBILITY),
  ) as AccessibilitySettings;
  return { settings, warning: null };
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
