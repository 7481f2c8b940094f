import { useBrandManifest } from '../hooks/use-brand-manifest.ts';
import { InstallCard } from './install-card.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** The app's PWA parts on every page (ADR 053): the brand's manifest, the install card and the update prompt. */
export function PwaHost() {
  useBrandManifest();
  return (
    <>
      <InstallCard />
      <UpdatePrompt />
    </>
  );
}
