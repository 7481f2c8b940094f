import type { MailMessage } from '@platform/core';
import { Paperclip } from 'lucide-react';

/** Download links for a mail's attachments (the outbox and "my e-mails" share the shape). */
export function AttachmentLinks({ mail, base }: { mail: MailMessage; base: string }) {
  if (mail.attachments.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-3 text-sm">
      {mail.attachments.map((attachment, index) => (
        <li key={attachment.filename}>
          <a
            href={`${base}/attachments/${index}`}
            download={attachment.filename}
            className="inline-flex items-center gap-1 text-brand underline"
          >
            <Paperclip className="h-3 w-3" aria-hidden="true" />
            {attachment.filename}
          </a>
        </li>
      ))}
    </ul>
  );
}
