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
  /** Languages offered by the language menu, named in their own language; the site's five by default. */
  languages?: readonly LanguageOption[];
};

/** What the site adds at run time: the active language, how to change it and where the visitor is. */
export type HeaderSectionState = {
  /** Code of the active language; an unknown code shows English. */
  locale: string;
  /** Called with the chosen language's code. */
  onLocaleChange: (code: string) => void;
  /** Canonical path of the current page (`/products`); the matching nav link gets `aria-current="page"`. */
  currentPath?: string;
};
