import type { MenuApplyResult } from '@platform/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { ImportSteps } from '../components/import-steps.tsx';
import { type ImportPlace, kindOf, PlaceChoice, usePlaces } from '../components/place-choice.tsx';
import { ResultSummary } from '../components/result-summary.tsx';
import { useImportSession } from '../hooks/use-import-session.ts';
import { useMenuImportTexts } from '../texts.ts';

function OwnerImport({
  place,
  onPlace,
  places,
}: {
  place: ImportPlace;
  onPlace(place: ImportPlace): void;
  places: ReturnType<typeof usePlaces>;
}) {
  const session = useImportSession(kindOf(place));
  const [result, setResult] = useState<MenuApplyResult | null>(null);
  if (result) {
    return (
      <ResultSummary
        place={place}
        result={result}
        onAgain={() => {
          setResult(null);
          session.reset();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card>
        {/* The place is fixed once reading starts: the parse reads the menu the way its kind prints prices. */}
        <PlaceChoice {...places} value={place} onChange={onPlace} disabled={session.stage !== 'upload'} />
      </Card>
      <ImportSteps
        session={session}
        kind={kindOf(place)}
        actions={<ApplyPanel place={place} items={session.items} jobId={session.jobId} onApplied={setResult} />}
      />
    </div>
  );
}

/**
 * /menu-importeren: an owner turns a photo, PDF, spreadsheet or text of a menu into their shop's products or venue's
 * menu. `?shop=` or `?zaak=` opens with that place chosen (the manager pages link here).
 */
export function MenuImportPage() {
  const { t } = useMenuImportTexts();
  const [params] = useSearchParams();
  const places = usePlaces();
  const [chosen, setChosen] = useState<ImportPlace | null>(null);
  const requested = params.get('shop') ?? params.get('zaak');
  const place = chosen ?? places.places.find((item) => item.placeId === requested) ?? places.places[0] ?? null;
  return (
    <Page title={t('menuImport.owner.title')} wide>
      <h1 className="text-3xl font-bold">{t('menuImport.owner.title')}</h1>
      <p className="mb-4 max-w-3xl text-zinc-700 dark:text-zinc-300">
        {t('menuImport.owner.intro')}{' '}
        <Link to="/menu-import-history" className="text-brand underline">
          {t('menuImport.owner.history')}
        </Link>
      </p>
      {place ? (
        <OwnerImport key={`${place.placeType}:${place.placeId}`} place={place} onPlace={setChosen} places={places} />
      ) : (
        <Card>
          <PlaceChoice {...places} value={null} onChange={setChosen} />
        </Card>
      )}
    </Page>
  );
}
