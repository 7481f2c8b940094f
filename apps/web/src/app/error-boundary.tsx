import { Component, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: Error | null;
}

/** Catches render errors below it; Retry clears the error and renders again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Onverwachte fout in de interface', error);
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** Router-level errors (a lazy page that failed to load): Retry reloads the page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Fout bij het laden van de pagina', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
