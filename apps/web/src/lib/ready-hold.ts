import { isHydratingServerHtml, sliceDeferred, sliceHydrated } from './hydration.ts';

/** How long a hold outlives what it waited for when its part never commits (its parent stopped rendering it). */
const ORPHANED_HOLD_MS = 1000;

/**
 * A hold on the ready mark for a part that suspends while the server's HTML hydrates (its chunk or its texts are not
 * in yet). Under Preact, hydration goes on past a suspended part, keeping its server HTML, and its siblings commit:
 * the page's own AppReadyMark would run while that part is still dead to clicks (a form would post natively). The
 * part takes the hold as it suspends (`take`, during render) and releases it once it has committed (`release`, in
 * an effect); a failed load releases it at once (the error screen marks the app ready itself).
 */
export function createReadyHold() {
  let holding = false;
  const release = () => {
    if (!holding) return;
    holding = false;
    sliceHydrated();
  };
  const take = (pending: Promise<unknown>) => {
    if (holding || !isHydratingServerHtml()) return;
    holding = true;
    sliceDeferred();
    pending.then(() => setTimeout(release, ORPHANED_HOLD_MS), release);
  };
  return { take, release };
}
