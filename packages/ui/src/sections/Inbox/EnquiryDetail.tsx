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
  const { t } = useUiLingui();
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
