import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { MenuIcon } from '../../icons/icons';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { defaultLanguages, LanguageMenu } from '../../primitives/LanguageMenu';
import { Link } from '../../primitives/Link';
import { isCurrent } from './current';
import * as styles from './Header.css';
import type { HeaderSectionContent, HeaderSectionState } from './types';

export type HeaderSectionProps = HeaderSectionContent &
  HeaderSectionState & {
    /** Class for the root element (the fixed `<header>`). */
    className?: string;
  };

const loadDrawer = () => import('./HeaderDrawer');
const preloadDrawer = () => void loadDrawer();
const HeaderDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.HeaderDrawer })));

/**
 * The site header, fixed at the top: the logo (home), the main navigation, the language menu and the
 * highlighted contact button. Below the `lg` breakpoint a menu button opens a drawer from the right with
 * the same links, the contact button and the languages; choosing a link or the close button closes it.
 * The drawer and the language menu load their code on intent, so a page's first load carries neither.
 * A spacer of the header's height follows it, so the page starts below the bar.
 */
export function HeaderSection({
  logo,
  navItems,
  contact,
  languages = defaultLanguages,
  locale,
  onLocaleChange,
  currentPath,
  className,
}: HeaderSectionProps) {
  const { t } = useLingui();
  const navLabel = t({ id: 'ui.header.nav', message: 'Main' });
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);
  // Rendered from the first press on (so it can slide out again), open while `open`.
  const [drawer, setDrawer] = useState({ requested: false, open: false });

  return (
    <>
      <header className={[styles.root, className].filter(Boolean).join(' ')}>
        <Container className={styles.bar}>
          <Link href={logo.href} variant="subtle" className={styles.logo}>
            {logo.src ? (
              <img className={styles.logoMark} src={logo.src} alt="" width={40} height={40} />
            ) : null}
            <span>{logo.label}</span>
          </Link>

          <div className={styles.desktop}>
            <nav aria-label={navLabel}>
              <ul className={styles.navList}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      variant="subtle"
                      aria-current={current(item.href)}
                      className={styles.navLink}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.actions}>
              <LanguageMenu languages={languages} value={locale} onChange={onLocaleChange} />
              <Button href={contact.href} size="sm" aria-label={contact.ariaLabel}>
                {contact.label}
              </Button>
            </div>
          </div>

          {/* The drawer's code (a react-aria modal) loads on intent: hover, focus or the first press. */}
          <div className={styles.menuToggle}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t({ id: 'ui.header.openMenu', message: 'Open menu' })}
              aria-expanded={drawer.open}
              aria-haspopup="dialog"
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onPress={() => setDrawer({ requested: true, open: true })}
            >
              <MenuIcon className={styles.menuIcon} />
            </Button>
            {drawer.requested ? (
              <Suspense fallback={null}>
                <HeaderDrawer
                  open={drawer.open}
                  onOpenChange={(open) => setDrawer({ requested: true, open })}
                  navItems={navItems}
                  contact={contact}
                  languages={languages}
                  locale={locale}
                  onLocaleChange={onLocaleChange}
                  currentPath={currentPath}
                />
              </Suspense>
            ) : null}
          </div>
        </Container>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
