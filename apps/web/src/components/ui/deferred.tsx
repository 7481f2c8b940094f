import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** What a stand-in trigger gets: the handlers that load the real widget and open it. */
export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/** A stand-in trigger: a closed button with the real trigger's look, name and popup kind. */
export function StandInButton({
  className,
  label,
  popup,
  children,
  ...handlers
}: StandInHandlers & { className: string; label: string; popup: 'menu' | 'dialog'; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-label={label} aria-haspopup={popup} aria-expanded={false} {...handlers}>
      {children}
    </button>
  );
}

const ignore = () => {};
const INERT: StandInHandlers = { onPointerEnter: ignore, onFocus: ignore, onClick: ignore };

/**
 * A header widget (menu, popover) whose code (Radix and what it shows) loads when the visitor first
 * reaches for it, keeping it out of every page's first load (ADR 037). Until then `StandIn` draws the
 * same trigger: pointing at it or focusing it starts the download, a click mounts the real widget
 * opened (`defaultOpen`), which moves focus into it as it would have.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  StandIn: ComponentType<P & StandInHandlers>,
) {
  let loading: ReturnType<typeof load> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const Widget = lazy(async () => ({ default: await start() }));

  return function Deferred(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened) {
      return (
        <StandIn {...props} onPointerEnter={() => void start()} onFocus={() => void start()} onClick={() => setOpened(true)} />
      );
    }
    return (
      <Suspense fallback={<StandIn {...props} {...INERT} />}>
        <Widget {...props} defaultOpen />
      </Suspense>
    );
  };
}
