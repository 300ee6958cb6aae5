'use client';

import { msg } from '@lingui/core/macro';
import { useUiLingui } from '../../i18n/useUiLingui';
import { Link } from '../../primitives/Link/Link';
import { isCurrent } from './current';
import type { HeaderSectionContent } from './types';

export type HeaderNavProps = Pick<HeaderSectionContent, 'navItems'> & {
  /** The address shown, to mark its link `aria-current="page"`. */
  currentPath?: string | undefined;
  /** Class of the list (the bar's row, the drawer's column). */
  listClassName: string;
  /** Class of each link. */
  linkClassName: string;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
};

/** The header's page links, one list for the bar and the drawer: named "Main", the current page marked. */
export function HeaderNav({
  navItems,
  currentPath,
  listClassName,
  linkClassName,
  onNavigate,
}: HeaderNavProps) {
  const { t } = useUiLingui();
  return (
    <nav aria-label={t(msg({ id: 'ui.header.nav', message: 'Main' }))}>
      <ul className={listClassName}>
        {navItems.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              variant="subtle"
              aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
              onPress={onNavigate}
              className={linkClassName}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
