'use client';

import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Container } from '../../primitives/Container/Container';
import { Link } from '../../primitives/Link/Link';
import type { LinkContent } from '../types';
import * as styles from './Footer.css';
import type { FooterLinkGroup, FooterSectionContent } from './types';

export type FooterSectionProps = FooterSectionContent & {
  /** Year in the copyright line; the site passes the current year, stories a fixed one. */
  year: number;
  /** Class for the root element (the `<footer>`). */
  className?: string;
};

/** A titled column of links, as a navigation landmark named by its heading. */
function FooterNav({ title, links }: FooterLinkGroup) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink {...link} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterLink({ label, href, className }: LinkContent & { className: string }) {
  return (
    <Link href={href} variant="subtle" className={className}>
      {label}
    </Link>
  );
}

/**
 * The site footer on a dark band: logo and tagline, the company pages, the product categories (anchors on
 * `/products`), the contact block (address, e-mail, phone), the copyright line and the legal links (legal
 * notice, privacy notice).
 * Link columns are navigation landmarks named by their headings.
 */
export function FooterSection({
  logo,
  tagline,
  companyLinks,
  productLinks,
  contact,
  copyright,
  legalNotice,
  privacyNotice,
  year,
  className,
}: FooterSectionProps) {
  const { t } = useUiLingui();
  const contactTitleId = useId();
  return (
    <footer className={cx(styles.root, className)} data-tone="inverse">
      <Container>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Link href={logo.href} variant="subtle" className={`${styles.link} ${styles.logo}`}>
              {logo.src ? (
                <img className={styles.logoMark} src={logo.src} alt="" width={48} height={48} />
              ) : null}
              <span data-wordmark>{logo.label}</span>
            </Link>
            <p className={styles.tagline}>{tagline}</p>
          </div>
          <FooterNav {...companyLinks} />
          <FooterNav {...productLinks} />
          <section aria-labelledby={contactTitleId}>
            <h2 id={contactTitleId} className={styles.heading}>
              {contact.title}
            </h2>
            <address className={styles.address}>
              <p className={styles.addressLines}>
                {contact.addressLines.map((line, index) => (
                  <span key={line}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </p>
              <p className={styles.channel}>
                <span className={styles.channelLabel}>
                  {t(msg({ id: 'ui.footer.email', message: 'Email' }))}
                </span>
                <FooterLink {...contact.email} className={styles.channelLink} />
              </p>
              {contact.phone ? (
                <p className={styles.channel}>
                  <span className={styles.channelLabel}>
                    {t(msg({ id: 'ui.footer.phone', message: 'Phone' }))}
                  </span>
                  <FooterLink {...contact.phone} className={styles.channelLink} />
                </p>
              ) : null}
            </address>
          </section>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyright.replaceAll('{year}', String(year))}</p>
          <ul className={styles.legalLinks}>
            <li>
              <FooterLink {...legalNotice} className={styles.link} />
            </li>
            {privacyNotice ? (
              <li>
                <FooterLink {...privacyNotice} className={styles.link} />
              </li>
            ) : null}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
