/** The spec's four chat calls (§7). */
export type ChatFunction = 'partner-assistant-chat' | 'foodee-ai-chat' | 'ai-cannabis-knowledge' | 'openai-threads-assistant';

/**
 * Spec §7, "function choice by context": a partner context uses the partner
 * assistant, a foodee context the Foodee assistant, a general or search context
 * the cannabis knowledge call; every other context the threads assistant.
 */
export function chatFunctionFor(context: string | null | undefined): ChatFunction {
  switch (context?.trim().toLowerCase()) {
    case 'partner':
      return 'partner-assistant-chat';
    case 'foodee':
      return 'foodee-ai-chat';
    case 'general':
    case 'search':
      return 'ai-cannabis-knowledge';
    default:
      return 'openai-threads-assistant';
  }
}
