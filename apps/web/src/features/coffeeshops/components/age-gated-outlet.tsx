import { Outlet } from 'react-router';
import { AgeGate } from './age-gate.tsx';

/** Layout route for every cannabis-brand page behind the 18+ gate. */
export function AgeGatedOutlet() {
  return (
    <AgeGate>
      <Outlet />
    </AgeGate>
  );
}
