import type { UpdatePlatformSettings } from '@platform/core';
import { UpdatePlatformSettingsSchema } from '@platform/core';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** Errors by their dotted path ('retention.cvDays', 'payRules.minimumWages.0.validFrom'). */
export type SettingsErrors = Partial<Record<string, string>>;

export function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Checks a change with core's schema first; the server's 422 issues reach the same fields. */
export function submitSettings(
  change: UpdatePlatformSettings,
  setErrors: (errors: SettingsErrors) => void,
  mutate: (input: UpdatePlatformSettings, options: { onSuccess: () => void; onError: (error: Error) => void }) => void,
  saved: string,
) {
  const parsed = UpdatePlatformSettingsSchema.safeParse(change);
  if (!parsed.success) {
    setErrors(errorsOf(parsed.error.issues));
    return;
  }
  setErrors({});
  mutate(parsed.data, {
    onSuccess: () => toast.success(saved),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.issues.length > 0) setErrors(errorsOf(error.issues));
      toast.error(error.message);
    },
  });
}
