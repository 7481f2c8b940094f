import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiRequestError } from './api-client.ts';

/** Puts a server's field issues on the form fields, and anything else in a toast. */
export function showApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
) {
  if (!(error instanceof ApiRequestError)) {
    toast.error(String(error));
    return;
  }
  let placed = false;
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { message: issue.message });
      placed = true;
    }
  }
  if (!placed) toast.error(error.message);
}
