import { lazy, Suspense } from 'react';
import { usePanelState } from '../state/assistant-store.ts';
import { PanelErrorBoundary } from './panel-error-boundary.tsx';

const AssistantPanel = lazy(() => import('./assistant-panel.tsx').then((module) => ({ default: module.AssistantPanel })));

/** Mounts the side panel (and loads the AI SDK with it) the first time an assistant is opened. */
export function AssistantPanelHost() {
  const { target } = usePanelState();
  if (!target) return null;
  return (
    <PanelErrorBoundary>
      <Suspense fallback={null}>
        <AssistantPanel />
      </Suspense>
    </PanelErrorBoundary>
  );
}
