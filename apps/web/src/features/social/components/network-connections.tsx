import { CONNECT_FAILURES, type ConnectFailure, NETWORK_SPECS, type PlaceKindName, type SocialConnection } from '@platform/core';
import { Link2, Unlink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useConnectNetwork, useDisconnectNetwork, useSocialConnections } from '../api/connections.ts';
import { useSocialTexts } from '../texts.ts';

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

/** What the network's redirect back said (`?koppeling=x&fout=state`), read by the page from its address. */
export interface ConnectOutcome {
  network: string;
  failure: ConnectFailure | null;
}

export function connectOutcome(search: URLSearchParams): ConnectOutcome | null {
  const network = search.get('koppeling');
  if (!network || !(network in NETWORK_SPECS)) return null;
  const failure = search.get('fout');
  return {
    network,
    failure:
      failure === null
        ? null
        : (CONNECT_FAILURES as readonly string[]).includes(failure)
          ? (failure as ConnectFailure)
          : 'exchange',
  };
}

function NetworkRow({
  kind,
  placeId,
  item,
  canConnect,
  canDisconnect,
}: {
  kind: PlaceKindName;
  placeId: string;
  item: SocialConnection;
  canConnect: boolean;
  canDisconnect: boolean;
}) {
  const { t } = useSocialTexts();
  const connect = useConnectNetwork(kind, placeId);
  const disconnect = useDisconnectNetwork(kind, placeId);
  const label = NETWORK_SPECS[item.network].label;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-700">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{label}</p>
        {item.account ? (
          <p className="break-words">
            {t('social.connect.connectedAs', { name: item.account.name })}
            {item.account.expiresAt ? ` ${t('social.connect.expires', { date: formatDate(item.account.expiresAt) })}` : ''}
          </p>
        ) : item.platformAccount ? (
          <p>{t('social.connect.platformAccount')}</p>
        ) : item.configured ? (
          <p className="text-zinc-600 dark:text-zinc-400">{t('social.connect.notConnected')}</p>
        ) : (
          <p className="text-zinc-600 dark:text-zinc-400">{t('social.connect.notConfigured', { network: label })}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.account && canDisconnect ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={disconnect.isPending}>
                <Unlink className="h-4 w-4" aria-hidden="true" />
                {t('social.connect.disconnect', { network: label })}
              </Button>
            }
            title={t('social.connect.disconnectTitle', { network: label })}
            description={t('social.connect.disconnectText', { network: label })}
            confirm={t('social.connect.disconnectConfirm')}
            cancel={t('social.connect.cancel')}
            onConfirm={() =>
              disconnect.mutate(item.network, {
                onSuccess: () => toast.success(t('social.connect.disconnected', { network: label })),
                onError: failed,
              })
            }
          />
        ) : null}
        {item.configured && canConnect ? (
          <Button
            variant={item.account ? 'secondary' : 'primary'}
            disabled={connect.isPending}
            onClick={() => connect.mutate(item.network, { onError: failed })}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {item.account ? t('social.connect.reconnect', { network: label }) : t('social.connect.connect', { network: label })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** "Koppel LinkedIn / X / Facebook / Instagram": each network's state for this place, with connect and disconnect. */
export function NetworkConnections({
  kind,
  placeId,
  outcome,
}: {
  kind: PlaceKindName;
  placeId: string;
  outcome: ConnectOutcome | null;
}) {
  const { t } = useSocialTexts();
  const connections = useSocialConnections(kind, placeId);
  const outcomeLabel = outcome ? NETWORK_SPECS[outcome.network as keyof typeof NETWORK_SPECS].label : '';
  return (
    <section aria-labelledby="connections" className="flex flex-col gap-3">
      <h2 id="connections" className="text-xl font-semibold">
        {t('social.connect.title')}
      </h2>
      {outcome ? (
        <p
          role={outcome.failure ? 'alert' : 'status'}
          className={
            outcome.failure
              ? 'rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200'
              : 'rounded-md bg-green-50 p-3 text-green-800 dark:bg-green-950/40 dark:text-green-200'
          }
        >
          {outcome.failure
            ? t(`social.connect.failure.${outcome.failure}`, { network: outcomeLabel })
            : t('social.connect.success', { network: outcomeLabel })}
        </p>
      ) : null}
      <QueryState query={connections}>
        {(data) => (
          <>
            {!data.canConnect ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('social.connect.ownerOnly')}</p>
            ) : null}
            <ul className="grid gap-2 md:grid-cols-2">
              {data.networks.map((item) => (
                <NetworkRow
                  key={item.network}
                  kind={kind}
                  placeId={placeId}
                  item={item}
                  canConnect={data.canConnect}
                  canDisconnect={data.canDisconnect}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </section>
  );
}
