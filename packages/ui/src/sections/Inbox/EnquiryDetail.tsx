'use client';

import { msg } from '@lingui/core/macro';
import { type ReactNode, useState } from 'react';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Button } from '../../primitives/Button/Button';
import * as styles from './Inbox.css';
import type { InboxEnquiry, InboxStatus } from './types';

export type EnquiryDetailProps = {
  /** The enquiry. */
  enquiry: InboxEnquiry;
  /** Its arrival, formatted for the reader. */
  received: string;
  /** Its language's name in the reader's language, if known. */
  languageName?: string;
  /** Saves a new status; reject when it was not saved. Without it the status cannot be changed here. */
  onStatusChange?: (id: string, status: InboxStatus) => Promise<void>;
  /** Told the outcome of a change, for the inbox's announcement. */
  onStatusChanged?: (status: InboxStatus) => void;
};

/**
 * An opened enquiry: the sender's details, the message as written, a reply link (`mailto:` unless the app
 * gives another) and the button that marks it answered, or not answered again. While the change is saved
 * the button is pending; if it fails, a message says so under the buttons and the status stays.
 */
export function EnquiryDetail({
  enquiry,
  received,
  languageName,
  onStatusChange,
  onStatusChanged,
}: EnquiryDetailProps) {
  const { t, i18n } = useUiLingui();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const next: InboxStatus = enquiry.status === 'new' ? 'answered' : 'new';

  const change = async () => {
    if (!onStatusChange || pending) return;
    setPending(true);
    setFailed(false);
    try {
      await onStatusChange(enquiry.id, next);
      onStatusChanged?.(next);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const locale = i18n.locale;
  const units: Record<string, string> = {
    pieces: t(msg({ id: 'ui.inbox.unit.pieces', message: 'pieces' })),
    cartons: t(msg({ id: 'ui.inbox.unit.cartons', message: 'cartons' })),
    pallets: t(msg({ id: 'ui.inbox.unit.pallets', message: 'pallets' })),
  };
  const unit = (name?: string | null) => (name ? (units[name] ?? name) : units.pieces);
  const quote: [string, ReactNode][] = [];
  if (enquiry.quantity != null)
    quote.push([
      t(msg({ id: 'ui.inbox.quantity', message: 'Quantity' })),
      `${new Intl.NumberFormat(locale).format(enquiry.quantity)} ${unit(enquiry.quantityUnit)}`,
    ]);
  if (enquiry.deliveryDate)
    quote.push([
      t(msg({ id: 'ui.inbox.deliveryDate', message: 'Target delivery date' })),
      // A calendar day, not an instant: formatted in UTC so no time zone moves it a day.
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${enquiry.deliveryDate}T00:00:00Z`),
      ),
    ]);
  if (enquiry.destination)
    quote.push([t(msg({ id: 'ui.inbox.destination', message: 'Destination country' })), enquiry.destination]);
  if (enquiry.packaging)
    quote.push([
      t(msg({ id: 'ui.inbox.packaging', message: 'Packaging and labelling' })),
      <span key="packaging" className={styles.preserved}>
        {enquiry.packaging}
      </span>,
    ]);
  if (enquiry.targetPrice != null) {
    const price = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: enquiry.priceCurrency || 'EUR',
    }).format(enquiry.targetPrice);
    // Per unit of the quantity above (per piece when no quantity was given).
    quote.push([t(msg({ id: 'ui.inbox.targetPrice', message: 'Target price per unit' })), price]);
  }

  const facts: [string, ReactNode][] = [
    [t(msg({ id: 'ui.inbox.email', message: 'Email' })), enquiry.email],
    [t(msg({ id: 'ui.inbox.company', message: 'Company' })), enquiry.company],
    ...(enquiry.product
      ? [[t(msg({ id: 'ui.inbox.product', message: 'Product family' })), enquiry.product] as [string, string]]
      : []),
    ...(languageName
      ? [[t(msg({ id: 'ui.inbox.language', message: 'Language' })), languageName] as [string, string]]
      : []),
    [t(msg({ id: 'ui.inbox.received', message: 'Received' })), received],
    ...quote,
  ];

  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.message}>{enquiry.message}</p>
      <div className={styles.actions}>
        <Button href={enquiry.replyHref ?? `mailto:${enquiry.email}`} size="sm">
          {t(msg({ id: 'ui.inbox.reply', message: 'Reply by email' }))}
        </Button>
        {onStatusChange ? (
          <Button
            variant="outline"
            size="sm"
            onPress={change}
            pending={pending}
            pendingLabel={t(msg({ id: 'ui.inbox.saving', message: 'Saving…' }))}
          >
            {next === 'answered'
              ? t(msg({ id: 'ui.inbox.markAnswered', message: 'Mark as answered' }))
              : t(msg({ id: 'ui.inbox.markNew', message: 'Mark as not answered' }))}
          </Button>
        ) : null}
      </div>
      {failed ? (
        <p className={styles.failed} role="alert">
          {t(
            msg({ id: 'ui.inbox.changeFailed', message: 'The change could not be saved. Please try again.' }),
          )}
        </p>
      ) : null}
    </div>
  );
}
