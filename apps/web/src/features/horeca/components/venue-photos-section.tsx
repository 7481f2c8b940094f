import { PlacePhotosSection } from '../../place-photos/index.ts';
import { horecaKeys } from '../api/keys.ts';

/** The venue's own photos under its details in /horeca-manager; the public venue pages refresh after each change. */
export function VenuePhotosSection({ venueId }: { venueId: string }) {
  return (
    <div className="mt-6 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <PlacePhotosSection kind="venue" placeId={venueId} publicKeys={[horecaKeys.all]} />
    </div>
  );
}
