import { type ReactElement, Suspense, useEffect, useState } from 'react';
import { isHydratingServerHtml, sliceDeferred, sliceHydrated } from './hydration.ts';

/** One deferred slice: resolved by a timer of its own, so its hydration is a task of its own. */
interface Gate {
  wait: Promise<void> | undefined;
}

function openGate(): Gate {
  if (!isHydratingServerHtml()) return { wait: undefined };
  sliceDeferred();
  const gate: Gate = { wait: undefined };
  gate.wait = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    gate.wait = undefined;
  });
  return gate;
}

function Slice({ gate, deferred, children }: { gate: Gate; deferred: boolean; children: ReactElement }) {
  if (gate.wait) throw gate.wait;
  return (
    <>
      {children}
      <SliceDone deferred={deferred} />
    </>
  );
}

/** Counts the slice as hydrated once its content has committed. */
function SliceDone({ deferred }: { deferred: boolean }): null {
  useEffect(() => {
    if (deferred) sliceHydrated();
  }, [deferred]);
  return null;
}

/**
 * Hydrates a part of a long server-rendered page in a task of its own (issue 21: a phone spent one blocking task of
 * ≈ 0.5 s hydrating a venue's whole menu; Lighthouse counts every task over 50 ms as blocking). During the first
 * hydration the part suspends until a timer fires: Preact keeps its server HTML in place meanwhile (ADR 082) and
 * hydrates it when the timer's task runs. In every later render it renders at once.
 *
 * Only for parts that render from the page's data and URL alone: Preact does not correct attributes while it
 * hydrates, so a part whose props or context change before its timer (the theme or language, which settle right
 * after hydration) would keep the server's attributes. The header is therefore not a slice, except its desktop links,
 * which follow only the brand and the account (held at the server's value while hydrating, ADR 084).
 *
 * `children` must render one element or nothing: while suspended Preact keeps exactly one DOM node for it. The
 * wrapper `div` holds it apart from its neighbours and is in the server's HTML too, so both renders have one tree.
 */
export function HydrateInSlices({ children, fill = false }: { children: ReactElement; fill?: boolean }) {
  const [gate] = useState(openGate);
  const [deferred] = useState(() => gate.wait !== undefined);
  return (
    // Hidden when its part renders nothing (no photos, no events), so it adds no gap to a flex or grid parent. With
    // `fill` its part fills it (a card in a grid cell keeps the row's height).
    <div className={fill ? 'grid empty:hidden' : 'empty:hidden'}>
      <Suspense fallback={null}>
        <Slice gate={gate} deferred={deferred}>
          {children}
        </Slice>
      </Suspense>
    </div>
  );
}
