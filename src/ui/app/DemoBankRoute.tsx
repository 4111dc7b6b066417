import { Suspense } from 'react';
import { useServices } from '../shared/services';

/**
 * Where the demo's iDEAL | Wero and Bancontact leave for (/demo-bank): the demo bank's page, which
 * stands for another site, so it has none of the portal's shell. Only builds with the demo world
 * have it (routes.tsx); its code comes with the first visit.
 */
export function DemoBankRoute() {
  const { DemoBank } = useServices();
  if (!DemoBank) return null;
  return (
    <Suspense fallback={null}>
      <DemoBank />
    </Suspense>
  );
}
