import { Component, type ReactNode } from 'react';
import i18n from '../../../lib/i18n.ts';
import { setPanelView } from '../state/assistant-store.ts';

interface State {
  failed: boolean;
}

/**
 * Keeps a failure of the panel (its chunk could not load after a deploy, a render error) inside the panel:
 * the page stays usable and a small notice offers to load the page anew.
 */
export class PanelErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('De AI-assistent kon niet worden getoond', error);
    setPanelView('closed');
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        className="fixed right-4 bottom-4 z-40 max-w-xs rounded-md bg-red-50 p-3 text-sm text-red-800 shadow-lg dark:bg-red-950 dark:text-red-100"
      >
        {i18n.t('assistant.unavailable')}{' '}
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          {i18n.t('assistant.reload')}
        </button>
      </p>
    );
  }
}
