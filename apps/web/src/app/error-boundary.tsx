import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error.ts';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: Error | null;
}

/**
 * Catches render errors below it; Retry clears the error and renders again, or,
 * when a page's chunk failed to load (a deploy replaced it), loads the page anew.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Onverwachte fout in de interface', error);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      const retry = isChunkLoadError(error) ? () => window.location.reload() : () => this.setState({ error: null });
      return <ErrorScreen onRetry={retry} />;
    }
    return this.props.children;
  }
}

/** Router-level errors (a lazy page that failed to load): Retry reloads the page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Fout bij het laden van de pagina', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
