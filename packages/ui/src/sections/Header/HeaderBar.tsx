'use client';

import { msg } from '@lingui/core/macro';
import { type ComponentType, useState } from 'react';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import { MailIcon, MenuIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button/Button';
import { Container } from '../../primitives/Container/Container';
import type { LanguageMenuProps } from '../../primitives/LanguageMenu/LanguageMenu';
import { defaultLanguages } from '../../primitives/LanguageMenu/languages';
import { Link } from '../../primitives/Link/Link';
import { languageMenu } from './current';
import * as styles from './Header.css';
import type { HeaderDrawerProps } from './HeaderDrawer';
import { HeaderNav } from './HeaderNav';
import type { HeaderSectionContent, HeaderSectionState } from './types';

export type HeaderBarProps = HeaderSectionContent &
  HeaderSectionState & {
    /**
     * The drawer the menu button opens below the `xl` breakpoint (`HeaderDrawer`, or a `React.lazy` of
     * it); rendered from the first press on.
     */
    Drawer: ComponentType<HeaderDrawerProps>;
    /**
     * The language menu of the bar (`LanguageMenu`, or a component that loads it on demand); shown with
     * `onLocaleChange` and two or more `languages`.
     */
    LanguageMenu?: ComponentType<LanguageMenuProps>;
    /** Class for the root element (the fixed `<header>`). */
    className?: string;
  };

/**
 * `HeaderSection` with its two heavy parts as props: the drawer (a react-aria modal) and the language menu
 * (Radix). Use it where the app decides how their code loads — e.g. `React.lazy` versions fetched when
 * the visitor reaches for them; otherwise use `HeaderSection`, which passes the ordinary components.
 */
export function HeaderBar({
  logo,
  navItems,
  contact,
  languages = defaultLanguages,
  locale,
  onLocaleChange,
  currentPath,
  contactOnPhone = false,
  Drawer,
  LanguageMenu,
  className,
}: HeaderBarProps) {
  const { t } = useUiLingui();
  const menu = languageMenu(languages, onLocaleChange);
  // Rendered from the first press on (so it can slide out again), open while `open`.
  const [drawer, setDrawer] = useState({ requested: false, open: false });

  return (
    <>
      <header className={cx(styles.root, className)}>
        <Container size="wide" className={styles.bar}>
          <Link href={logo.href} variant="subtle" className={styles.logo}>
            {logo.src ? (
              <img className={styles.logoMark} src={logo.src} alt="" width={40} height={40} />
            ) : null}
            <span className={cx(styles.wordmark, logo.src && styles.logoText)} data-wordmark>
              {logo.label}
            </span>
          </Link>

          <div className={styles.desktop}>
            <HeaderNav
              navItems={navItems}
              currentPath={currentPath}
              listClassName={styles.navList}
              linkClassName={styles.navLink}
            />
            <div className={styles.actions}>
              {menu && LanguageMenu ? (
                <LanguageMenu languages={languages} value={locale ?? ''} onChange={menu.onChange} />
              ) : null}
              <Button href={contact.href} size="sm" aria-label={contact.ariaLabel}>
                {contact.label}
              </Button>
            </div>
          </div>

          <div className={styles.menuToggle}>
            {contactOnPhone ? (
              <Button
                href={contact.href}
                variant="outline"
                size="icon"
                aria-label={contact.ariaLabel ?? contact.label}
                className={styles.phoneContact}
              >
                <MailIcon className={styles.menuIcon} />
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t(msg({ id: 'ui.header.openMenu', message: 'Open menu' }))}
              aria-expanded={drawer.open}
              aria-haspopup="dialog"
              onPress={() => setDrawer({ requested: true, open: true })}
            >
              <MenuIcon className={styles.menuIcon} />
            </Button>
            {drawer.requested ? (
              <Drawer
                open={drawer.open}
                onOpenChange={(open) => setDrawer({ requested: true, open })}
                navItems={navItems}
                contact={contact}
                languages={languages}
                locale={locale}
                onLocaleChange={menu?.onChange}
                currentPath={currentPath}
              />
            ) : null}
          </div>
        </Container>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
