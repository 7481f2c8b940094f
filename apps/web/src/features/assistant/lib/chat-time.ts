import { formattersFor } from '../../../lib/formatters.ts';

/** A chat message's time as the log shows it: 'HH:mm' in Dutch time (nl-NL), or en-GB in English. */
export function chatTime(at: Date, language: string | undefined): string {
  return formattersFor(language).time(at);
}
