import type { UIMessage } from 'ai';
import { useSyncExternalStore } from 'react';
import { type AssistantTarget, type RegisteredPlace, sameTarget } from '../lib/route-context.ts';

/**
 * The side panel's state, kept outside React and free of the AI SDK (which loads with the panel):
 * shown, minimised to a bar, or closed; which assistant and page it talks about; and `conversation`,
 * a number that changes whenever a new conversation starts (another assistant or place, "Nieuw gesprek",
 * or a stored thread opened from the history, given as `thread`).
 */
export interface PanelState {
  view: 'closed' | 'open' | 'collapsed';
  target: AssistantTarget | undefined;
  conversation: number;
  thread: { id: string; messages: UIMessage[] } | undefined;
  /** Counts openings, so an opening with a question is noticed while the panel is already open. */
  opened: number;
  /** The place the current page shows (registered by the venue, shop and owner pages). */
  place: RegisteredPlace | undefined;
}

const INITIAL: PanelState = {
  view: 'closed',
  target: undefined,
  conversation: 0,
  thread: undefined,
  opened: 0,
  place: undefined,
};
let state: PanelState = INITIAL;
const listeners = new Set<() => void>();
/** What had focus when the panel opened: focus goes back there when it closes. */
let opener: HTMLElement | null = null;
/** A question to send as soon as the conversation is ready (spec §4), taken once. */
let pendingMessage: string | undefined;

/** The element with focus in the browser (none outside one, e.g. in unit tests). */
function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function set(next: Partial<PanelState>) {
  if (next.view === 'open' && state.view !== 'open') opener = focusedElement();
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePanelState(): PanelState {
  // The server's HTML and hydration see the closed panel (ADR 066).
  return useSyncExternalStore(subscribe, panelState, () => INITIAL);
}

export function panelState(): PanelState {
  return state;
}

/**
 * Opens the panel with an assistant and page. The same assistant on the same page and place carries on
 * the conversation; another one starts a new thread (the server keeps a thread's assistant and place).
 * With `message`, the panel sends it at once when the conversation has no messages yet (spec §4).
 */
export function openAssistant(request: AssistantTarget & { message?: string }) {
  const { message, ...target } = request;
  pendingMessage = message?.trim() || undefined;
  const opened = state.opened + 1;
  if (state.target && sameTarget(state.target, target)) set({ view: 'open', opened });
  else set({ view: 'open', opened, target, conversation: state.conversation + 1, thread: undefined });
}

/** The question waiting to be sent, once: the panel takes it when its conversation is ready. */
export function takePendingMessage(): string | undefined {
  const message = pendingMessage;
  pendingMessage = undefined;
  return message;
}

/** Shows a stored conversation (from the history) in the panel. */
export function showThread(target: AssistantTarget, thread: { id: string; messages: UIMessage[] }) {
  set({ view: 'open', target, conversation: state.conversation + 1, thread });
}

/** A new, empty conversation with the same assistant and page. */
export function restartConversation() {
  set({ conversation: state.conversation + 1, thread: undefined });
}

export function setPanelView(view: PanelState['view']) {
  set({ view });
}

export function registerPlace(place: RegisteredPlace | undefined) {
  set({ place });
}

/** Gives focus back to what opened the panel (the header button, a card's button), if it is still there. */
export function returnFocus(fallback: () => HTMLElement | null) {
  const target = opener?.isConnected ? opener : fallback();
  target?.focus();
}
