import { findProduct } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { type InboxStatus, useContactMessages } from '../api/get-contact-messages.ts';
import { useMarkContact } from '../api/mark-contact.ts';
import { useMarketingTexts } from '../texts.ts';

const STATUSES: InboxStatus[] = ['open', 'behandeld', 'alle'];

/** `/admin/contact`: messages and demo requests from the contact forms; an admin marks them handled. */
export function ContactInboxPage() {
  const { t } = useMarketingTexts();
  const [status, setStatus] = useState<InboxStatus>('open');
  const query = useContactMessages(status);
  const mark = useMarkContact();
  return (
    <Page title={t('marketing.inbox.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('marketing.inbox.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('marketing.inbox.lead')}</p>
      <div className="mb-6 max-w-xs">
        <SelectField
          label={t('marketing.inbox.filter')}
          value={status}
          onChange={(event) => setStatus(event.target.value as InboxStatus)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`marketing.inbox.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <QueryState query={query}>
        {(messages) =>
          messages.length === 0 ? (
            <p>{t('marketing.inbox.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {messages.map((message) => (
                <li key={message.id}>
                  <Card className="flex flex-col gap-2" aria-labelledby={`contact-${message.id}`}>
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 id={`contact-${message.id}`} className="font-semibold">
                        {message.name}
                        {message.organisation ? ` · ${message.organisation}` : ''}
                      </h2>
                      <Badge tone={message.product ? 'brand' : 'neutral'}>
                        {message.product
                          ? `${t('marketing.inbox.product')}: ${findProduct(message.product)?.name ?? message.product}`
                          : t('marketing.inbox.general')}
                      </Badge>
                    </div>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">
                      {t('marketing.inbox.from')}{' '}
                      <a href={`mailto:${message.email}`} className="underline">
                        {message.email}
                      </a>
                      {message.phone ? ` · ${message.phone}` : ''} · {t('marketing.inbox.received')}{' '}
                      {formatDate(message.createdAt, true)}
                    </p>
                    <p className="whitespace-pre-line break-words">{message.message}</p>
                    <div className="flex flex-wrap items-center gap-3">
                      {message.handledAt ? (
                        <span className="text-sm">
                          {t('marketing.inbox.handled', { date: formatDate(message.handledAt, true) })}
                        </span>
                      ) : null}
                      <Button
                        variant={message.handledAt ? 'secondary' : 'primary'}
                        disabled={mark.isPending}
                        onClick={() =>
                          mark.mutate(
                            { id: message.id, handled: !message.handledAt },
                            { onError: (error) => toast.error(error.message) },
                          )
                        }
                      >
                        {message.handledAt ? t('marketing.inbox.reopen') : t('marketing.inbox.markHandled')}
                      </Button>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
