import type { LanguageOption } from '../../primitives/LanguageMenu/languages';
import type { LinkContent } from '../types';

/** The brand mark that leads home: its name (the link's accessible name) and an optional emblem. */
export type LogoContent = {
  /** The company's name, shown beside the emblem and read as the link's name. */
  label: string;
  /** Where the logo leads: the home page, `/`. */
  href: string;
  /** URL of a square emblem (SVG/PNG) shown before the name; decorative, the name carries the meaning. */
  src?: string;
};

/** The header's copy: what the brand's content provides. */
export type HeaderSectionContent = {
  /** The logo, linking home. */
  logo: LogoContent;
  /** The main navigation, in order (About, Products, Manufacturing, Sustainability, Private label). */
  navItems: readonly LinkContent[];
  /** The highlighted call to action (to `/contact`); `ariaLabel` gives it a fuller accessible name. */
  contact: LinkContent;
  /**
   * Languages offered by the language menu, named in their own language; the brand's five by default.
   * The menu shows only with `onLocaleChange` and at least two languages.
   */
  languages?: readonly LanguageOption[];
};

/**
 * What the app adds at run time: the active language, how to change it and where the visitor is. All
 * optional: a one-language site passes none of the language props and gets no language menu, so a
 * server component can render the header with plain data.
 */
export type HeaderSectionState = {
  /**
   * Code of the active language: the menu's checked entry (an unknown code shows English) and the
   * language of the drawer's hidden React Aria texts. Without it, the drawer follows the app's
   * React Aria `I18nProvider`.
   */
  locale?: string;
  /**
   * Called with the chosen language's code. The language menu (bar and drawer) shows only when it is
   * given and `languages` holds two or more.
   */
  onLocaleChange?: (code: string) => void;
  /**
   * Canonical path of the current page (`/products`): the nav link to that page (or a page above it) gets
   * `aria-current="page"`. Links with a hash (`/#about`) are never marked.
   */
  currentPath?: string;
  /**
   * Shows a contact button in the bar below the `xl` breakpoint too, beside the menu button: an envelope
   * named by the contact's `ariaLabel` (a phone reaches the enquiry form in one tap instead of through the
   * drawer). Off by default.
   */
  contactOnPhone?: boolean;
};
