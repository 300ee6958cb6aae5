'use client';

import { msg } from '@lingui/core/macro';
import { I18nProvider } from 'react-aria-components';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Button } from '../../primitives/Button/Button';
import { Drawer } from '../../primitives/Drawer/Drawer';
import type { LanguageOption } from '../../primitives/LanguageMenu/languages';
import { languageMenu } from './current';
import * as styles from './Header.css';
import { HeaderLanguages } from './HeaderLanguages';
import { HeaderNav } from './HeaderNav';
import type { HeaderSectionContent, HeaderSectionState } from './types';

export type HeaderDrawerProps = Pick<HeaderSectionContent, 'navItems' | 'contact'> &
  HeaderSectionState & {
    /** Languages to offer, in display order; the choice shows with `onLocaleChange` and two or more. */
    languages: readonly LanguageOption[];
    /** Whether the drawer is open. */
    open: boolean;
    /** Called when the drawer opens or closes (close button, Escape, overlay, a chosen link). */
    onOpenChange: (open: boolean) => void;
  };

/**
 * The header's drawer on small screens: the navigation, the contact button and the languages, in a
 * react-aria modal sliding in from the right. `HeaderSection` renders it; `HeaderBar` takes it (or a
 * `React.lazy` of it) as its `Drawer`.
 */
export function HeaderDrawer({
  navItems,
  contact,
  languages,
  locale,
  onLocaleChange,
  currentPath,
  open,
  onOpenChange,
}: HeaderDrawerProps) {
  const { t } = useUiLingui();
  const menu = languageMenu(languages, onLocaleChange);
  const drawer = (
    <Drawer title={t(msg({ id: 'ui.header.menu', message: 'Menu' }))} open={open} onOpenChange={onOpenChange}>
      {({ close }) => (
        <div className={styles.drawerBody}>
          <HeaderNav
            navItems={navItems}
            currentPath={currentPath}
            listClassName={styles.drawerList}
            linkClassName={styles.drawerLink}
            onNavigate={close}
          />
          <Button
            href={contact.href}
            size="lg"
            aria-label={contact.ariaLabel}
            onPress={close}
            className={styles.drawerContact}
          >
            {contact.label}
          </Button>
          {menu ? (
            <HeaderLanguages languages={languages} value={locale ?? ''} onChange={menu.onChange} />
          ) : null}
        </div>
      )}
    </Drawer>
  );
  // react-aria's own words in the modal (its hidden dismiss buttons) follow the page's language; without
  // `locale`, the app's React Aria I18nProvider decides.
  return locale ? <I18nProvider locale={locale}>{drawer}</I18nProvider> : drawer;
}
