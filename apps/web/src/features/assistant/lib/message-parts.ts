import { getToolName, isToolUIPart, type UIMessage } from 'ai';

/** A link the answer cites (`source-url` part: a relative platform URL and its title). */
export interface ChatSource {
  url: string;
  title: string;
}

/** A tool call waiting for the person's "Bevestigen" or "Annuleren". */
export interface PendingApproval {
  approvalId: string;
  toolName: string;
  input: unknown;
}

/** The message's text parts, joined as one answer. */
export function messageText(message: UIMessage): string {
  return message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('')
    .trim();
}

/**
 * The sources under an answer, once each. Only relative platform links are kept (`/horeca/…`):
 * the panel never sends a person to an address it did not make itself.
 */
export function messageSources(message: UIMessage): ChatSource[] {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  for (const part of message.parts) {
    if (part.type !== 'source-url' || !isPlatformPath(part.url) || seen.has(part.url)) continue;
    seen.add(part.url);
    sources.push({ url: part.url, title: part.title?.trim() || part.url });
  }
  return sources;
}

export function isPlatformPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}

/** Tool calls of the message that wait for approval (AI SDK tool approval). */
export function pendingApprovals(message: UIMessage): PendingApproval[] {
  return message.parts.flatMap((part) =>
    isToolUIPart(part) && part.state === 'approval-requested'
      ? [{ approvalId: part.approval.id, toolName: getToolName(part), input: part.input }]
      : [],
  );
}

/** The outcome of tool calls the person answered: confirmed and done, or cancelled. */
export function answeredApprovals(message: UIMessage): { toolName: string; approved: boolean }[] {
  return message.parts.flatMap((part) => {
    if (!isToolUIPart(part) || !part.approval || part.state === 'approval-requested') return [];
    const approved = part.state === 'output-denied' ? false : part.approval.approved !== false;
    return [{ toolName: getToolName(part), approved }];
  });
}

/** The last message waits for an approval: new questions wait until it is answered. */
export function awaitsApproval(messages: readonly UIMessage[]): boolean {
  const last = messages.at(-1);
  return last?.role === 'assistant' && pendingApprovals(last).length > 0;
}
