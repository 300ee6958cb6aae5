import { useLingui } from '@lingui/react/macro';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Drawer } from '../../primitives/Drawer';
import { defaultLanguages, LanguageMenu } from '../../primitives/LanguageMenu';
import { Link } from '../../primitives/Link';
import * as styles from './Header.css';
import { HeaderLanguages } from './HeaderLanguages';
import type { HeaderSectionContent, HeaderSectionState } from './types';

export type HeaderSectionProps = HeaderSectionContent &
  HeaderSectionState & {
    /** Class for the root element (the fixed `<header>`). */
    className?: string;
  };

/** Whether a nav link's target is the current page (or a page below it). */
const isCurrent = (href: string, currentPath: string | undefined) => {
  if (!currentPath) return false;
  const path = href.split('#')[0] ?? href;
  return currentPath === path || currentPath.startsWith(`${path}/`);
};

const MenuIcon = () => (
  <svg
    className={styles.menuIcon}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

/**
 * The site header, fixed at the top: the logo (home), the main navigation, the language menu and the
 * highlighted contact button. Below the `lg` breakpoint a menu button opens a drawer from the right with
 * the same links, the contact button and the languages; choosing a link or the close button closes it.
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

          <div className={styles.menuToggle}>
            <Drawer
              title={t({ id: 'ui.header.menu', message: 'Menu' })}
              trigger={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t({ id: 'ui.header.openMenu', message: 'Open menu' })}
                >
                  <MenuIcon />
                </Button>
              }
            >
              {({ close }) => (
                <div className={styles.drawerBody}>
                  <nav aria-label={navLabel}>
                    <ul className={styles.drawerList}>
                      {navItems.map((item) => (
                        <li key={item.href}>
                          <Link
                            href={item.href}
                            variant="subtle"
                            aria-current={current(item.href)}
                            onPress={close}
                            className={styles.drawerLink}
                          >
                            {item.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  <Button
                    href={contact.href}
                    size="lg"
                    aria-label={contact.ariaLabel}
                    onPress={close}
                    className={styles.drawerContact}
                  >
                    {contact.label}
                  </Button>
                  <HeaderLanguages languages={languages} value={locale} onChange={onLocaleChange} />
                </div>
              )}
            </Drawer>
          </div>
        </Container>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
