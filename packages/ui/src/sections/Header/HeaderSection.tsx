'use client';

import { LanguageMenu } from '../../primitives/LanguageMenu/LanguageMenu';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';
import { HeaderDrawer } from './HeaderDrawer';

export type HeaderSectionProps = Omit<HeaderBarProps, 'Drawer' | 'LanguageMenu'>;

/**
 * The site header, fixed at the top: the logo (home), the main navigation, the language menu and the
 * highlighted contact button. Below the `xl` breakpoint a menu button opens a drawer from the right with
 * the same links, the contact button and the languages; choosing a link or the close button closes it.
 * A spacer of the header's height follows it, so the page starts below the bar. To load the drawer's or
 * the menu's code on demand, use `HeaderBar` and pass them.
 */
export function HeaderSection(props: HeaderSectionProps) {
  return <HeaderBar {...props} Drawer={HeaderDrawer} LanguageMenu={LanguageMenu} />;
}
