import { Card } from '../../../components/ui/card.tsx';
import { coffeeshopKeys } from '../../coffeeshops/index.ts';
import { PlacePhotosSection } from '../../place-photos/index.ts';

/** The shop's own photos in the "Gegevens" tab; the public shop pages refresh after each change. */
export function ShopPhotosSection({ shopId }: { shopId: string }) {
  return (
    <Card className="mt-4">
      <PlacePhotosSection kind="coffeeshop" placeId={shopId} publicKeys={[coffeeshopKeys.all]} />
    </Card>
  );
}
