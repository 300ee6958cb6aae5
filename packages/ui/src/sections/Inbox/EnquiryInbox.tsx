'use client';

import { msg } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { cx } from '../../cx';
import { dateLocale } from '../../i18n/locales';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Accordion, type AccordionHeadingLevel } from '../../primitives/Accordion/Accordion';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Loading } from '../../primitives/Loading/Loading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { EnquiryDetail } from './EnquiryDetail';
import * as styles from './Inbox.css';
import type { InboxEnquiry, InboxState, InboxStatus } from './types';

export type EnquiryInboxProps = {
  /** The enquiries; shown newest first whatever their order here. */
  enquiries: readonly InboxEnquiry[];
  /** `ready` (the list, or the empty state), `loading`, or `error` (with a retry button). */
  state?: InboxState;
  /** Saves an enquiry's new status; reject when it was not saved (the row says so and keeps its status). */
  onStatusChange?: (id: string, status: InboxStatus) => Promise<void>;
  /** Called by the error state's "Try again". */
  onRetry?: () => void;
  /** Called by "Download CSV" (the app makes the file); no button without it. */
  onExport?: () => void;
  /** Outline level of the inbox title; its rows take the next. 2 by default. */
  headingLevel?: 2 | 3;
  /** The time zone the arrival times are shown in; the reader's by default. */
  timeZone?: string;
  /** Ids open on first render. */
  defaultOpen?: readonly string[];
  /** Class for the root element. */
  className?: string;
};

const time = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).getTime();

/**
 * The enquiry inbox of a site's staff: a titled region with the counts, an export button, and one row
 * per enquiry, newest first. A row is a disclosure (`Accordion`): its button names the status — "New" in
 * bold for an unread one, "Answered", and "Held" under it for a held one — the sender, company, arrival
 * and product family; opened, it shows
 * the details, the message and the actions (`EnquiryDetail`). A status change is announced in a polite
 * status region. Loading, empty and error states have their own words; the error offers "Try again".
 */
export function EnquiryInbox({
  enquiries,
  state = 'ready',
  onStatusChange,
  onRetry,
  onExport,
  headingLevel = 2,
  timeZone,
  defaultOpen,
  className,
}: EnquiryInboxProps) {
  const { t, i18n } = useUiLingui();
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const Title = `h${headingLevel}` as const;
  const dates = new Intl.DateTimeFormat(dateLocale(i18n.locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const languages = new Intl.DisplayNames([i18n.locale], { type: 'language', fallback: 'code' });
  const sorted = [...enquiries].sort((a, b) => time(b.receivedAt) - time(a.receivedAt));
  const unread = sorted.filter((enquiry) => enquiry.status === 'new').length;
  const total = sorted.length;

  const announce = (status: InboxStatus) =>
    setAnnouncement(
      status === 'answered'
        ? t(msg({ id: 'ui.inbox.markedAnswered', message: 'Marked as answered.' }))
        : t(msg({ id: 'ui.inbox.markedNew', message: 'Marked as not answered.' })),
    );

  const statusBadge = (status: InboxStatus) => (
    <Badge tone={status === 'new' ? 'accent' : 'neutral'}>
      {status === 'new'
        ? t(msg({ id: 'ui.inbox.status.new', message: 'New' }))
        : t(msg({ id: 'ui.inbox.status.answered', message: 'Answered' }))}
    </Badge>
  );

  const items = sorted.map((enquiry) => {
    const received = dates.format(time(enquiry.receivedAt));
    const languageName = enquiry.language ? languages.of(enquiry.language) : undefined;
    return {
      id: enquiry.id,
      title: (
        <span className={styles.summary} data-status={enquiry.status} data-held={enquiry.held || undefined}>
          {enquiry.held ? (
            // A held one: its status and "Held" share the first column, one above the other.
            <span className={styles.badges}>
              {statusBadge(enquiry.status)}
              <VisuallyHidden>, </VisuallyHidden>
              <Badge tone="secondary">{t(msg({ id: 'ui.inbox.held', message: 'Held (not emailed)' }))}</Badge>
            </span>
          ) : (
            statusBadge(enquiry.status)
          )}
          <span className={styles.who}>
            <VisuallyHidden>, </VisuallyHidden>
            {enquiry.name}
            <VisuallyHidden>, </VisuallyHidden>
            <span aria-hidden="true"> · </span>
            {enquiry.company}
          </span>
          <span className={styles.meta}>
            <VisuallyHidden>, </VisuallyHidden>
            <time dateTime={new Date(time(enquiry.receivedAt)).toISOString()}>{received}</time>
            {enquiry.product ? (
              <>
                <VisuallyHidden>, </VisuallyHidden>
                <span aria-hidden="true"> · </span>
                {enquiry.product}
              </>
            ) : null}
          </span>
        </span>
      ),
      content: (
        <EnquiryDetail
          enquiry={enquiry}
          received={received}
          languageName={languageName}
          onStatusChange={onStatusChange}
          onStatusChanged={announce}
        />
      ),
    };
  });

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      className={cx(styles.root, className)}
      data-state={state}
    >
      <div className={styles.header}>
        <div>
          <Title id={titleId} className={styles.title}>
            {t(msg({ id: 'ui.inbox.title', message: 'Enquiries' }))}
          </Title>
          {state === 'ready' && total ? (
            <p className={styles.counts}>
              {t(msg({ id: 'ui.inbox.counts', message: `Not yet answered: ${unread} of ${total}` }))}
            </p>
          ) : null}
        </div>
        {onExport && state === 'ready' && total ? (
          <Button variant="outline" size="sm" onPress={onExport}>
            {t(msg({ id: 'ui.inbox.export', message: 'Download CSV' }))}
          </Button>
        ) : null}
      </div>
      {state === 'loading' ? (
        <Loading withSpinner label={t(msg({ id: 'ui.inbox.loading', message: 'Loading enquiries…' }))} />
      ) : state === 'error' ? (
        <div className={styles.notice} role="alert">
          <p>{t(msg({ id: 'ui.inbox.error', message: 'The enquiries could not be loaded.' }))}</p>
          {onRetry ? (
            <Button variant="outline" size="sm" onPress={onRetry}>
              {t(msg({ id: 'ui.inbox.retry', message: 'Try again' }))}
            </Button>
          ) : null}
        </div>
      ) : total ? (
        <Accordion
          items={items}
          multiple
          defaultExpanded={defaultOpen}
          headingLevel={(headingLevel + 1) as AccordionHeadingLevel}
        />
      ) : (
        <div className={styles.notice}>
          <p>
            {t(
              msg({
                id: 'ui.inbox.empty',
                message: 'No enquiries yet. Enquiries sent through the contact form will appear here.',
              }),
            )}
          </p>
        </div>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </section>
  );
}
