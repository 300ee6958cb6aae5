// The public API of @brand/ui, and only that: named exports, one line of documentation each. Its CSS
// (reset, brand theme, components) is `@brand/ui/style.css`; its theme contract, for an app's own
// `.css.ts`, is `@brand/ui/contract`; its messages per language are `@brand/ui/locales/<locale>`.
import './styles';

// Languages

/** The library's own messages for a language, to merge into the app's Lingui catalog. */
export { loadUiMessages } from './i18n/loadUiMessages';
/** The languages the library is translated into, and a check for one. */
/** The library's catalogs: the five languages, German for Germany (`de`) and Switzerland (`de-CH`); `dateLocale`: the date format of a language (British English). */
export {
  dateLocale,
  isUiLocale,
  type UiCatalogLocale,
  type UiLocale,
  uiCatalogLocales,
  uiLocales,
} from './i18n/locales';

// Theme

/** The theme contract: every token as a CSS variable (`vars.color.accent` …). */
export { vars } from './theme/contract.css';
/** The cascade layer all library CSS sits in: an app's unlayered CSS wins over it. */
export { uiLayer } from './theme/layers.css';
/** Breakpoints in pixels, and `@media` queries for them. */
export { breakpoints, media } from './theme/media';
/** The example partner theme: a class that re-themes everything inside it. */
export { partnerTheme } from './theme/partner.css';
/** The values a theme sets (`makeTheme` in `@brand/ui/contract` turns them into a class). */
export type { ThemeTokens } from './theme/tokens';

// Primitives

/** Expandable items with a heading each: questions, details. */
export {
  Accordion,
  type AccordionHeadingLevel,
  type AccordionItem,
  type AccordionProps,
  accordionHeadingLevels,
} from './primitives/Accordion/Accordion';
/** A short label in a tone: a certificate, a state. */
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './primitives/Badge/Badge';
/** A button, or a link that looks like one: variants, sizes, a pending state. */
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './primitives/Button/Button';
/** A raised or muted surface that groups content. */
export {
  Card,
  type CardElement,
  type CardProps,
  type CardTone,
  cardElements,
  cardTones,
} from './primitives/Card/Card';
/** A checkbox with its label, help text and error message (react-aria). */
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
/** Centres content at a readable width. */
export {
  Container,
  type ContainerElement,
  type ContainerProps,
  type ContainerSize,
  containerElements,
  containerSizes,
} from './primitives/Container/Container';
/** A modal dialog in the middle of the screen: title, content, actions (react-aria). */
export {
  Dialog,
  type DialogProps,
  type DialogRenderProps,
  type DialogSize,
  dialogSizes,
} from './primitives/Dialog/Dialog';
/** A modal panel sliding in from the right (react-aria). */
export { Drawer, type DrawerProps, type DrawerRenderProps } from './primitives/Drawer/Drawer';
/** A responsive grid with columns per breakpoint. */
export {
  Grid,
  type GridBaseColumns,
  type GridColumnsByBreakpoint,
  type GridElement,
  type GridProps,
  type GridWideColumns,
  gridElements,
  gridGaps,
} from './primitives/Grid/Grid';
/** A heading whose outline level and look are chosen apart. */
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
  headingLevels,
  headingSizes,
  headingTones,
} from './primitives/Heading/Heading';
/** A picture with modern formats, fixed proportions and a fallback when it cannot load. */
export {
  Image,
  type ImageFit,
  type ImageLoading,
  type ImageProps,
  type ImageSource,
  imageFits,
  imageLoadings,
} from './primitives/Image/Image';
/** The language selector (Radix DropdownMenu), and the languages it offers by default. */
export {
  defaultLanguages,
  LanguageMenu,
  type LanguageMenuProps,
  type LanguageOption,
} from './primitives/LanguageMenu/LanguageMenu';
/** `LanguageMenu`'s button alone, for an app that loads the menu when it is reached for. */
export {
  LanguageMenuTrigger,
  type LanguageMenuTriggerProps,
} from './primitives/LanguageMenu/LanguageMenuTrigger';
/** A text link, routed through the app's router. */
export { Link, type LinkProps, type LinkVariant, linkVariants } from './primitives/Link/Link';
/** Connects the library's links to the app's router (`navigate`, `useHref`). */
export {
  type LinkRouter,
  LinkRouterProvider,
  type LinkRouterProviderProps,
} from './primitives/Link/router';
/** "Loading", with a spinner, while a part of the page arrives. */
export { Loading, type LoadingProps } from './primitives/Loading/Loading';
/** A small box beside its trigger for a short explanation or a small form; no veil (react-aria). */
export {
  Popover,
  type PopoverPlacement,
  type PopoverProps,
  type PopoverRenderProps,
  popoverPlacements,
} from './primitives/Popover/Popover';
/** One choice among a few, all in sight: a radio group and its radios (react-aria). */
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from './primitives/RadioGroup/RadioGroup';
/** A labelled single choice from a list that opens under the field (react-aria). */
export { Select, type SelectOption, type SelectProps } from './primitives/Select/Select';
/** "Skip to main content", the first stop of a keyboard. */
export { SkipLink, type SkipLinkProps } from './primitives/SkipLink/SkipLink';
/** A spinning ring: something is on its way. */
export { Spinner, type SpinnerProps, spinnerSizes } from './primitives/Spinner/Spinner';
/** Stacks its children with a gap, in a row or a column. */
export {
  Stack,
  type StackAlign,
  type StackDirection,
  type StackElement,
  type StackGap,
  type StackJustify,
  type StackProps,
  stackAligns,
  stackDirections,
  stackElements,
  stackGaps,
  stackJustifies,
} from './primitives/Stack/Stack';
/** A figure and what it counts, and a list of them. */
export {
  Stat,
  StatList,
  type StatListColumns,
  type StatListProps,
  type StatProps,
  type StatTone,
  statListColumns,
  statTones,
} from './primitives/Stat/Stat';
/** A setting turned on or off at once, with its label (react-aria). */
export { Switch, type SwitchProps } from './primitives/Switch/Switch';
/** One subject in a few panels under a row of tabs, one panel at a time (react-aria). */
export { type TabItem, Tabs, type TabsProps } from './primitives/Tabs/Tabs';
/** Body text in the theme's sizes, tones and weights. */
export {
  Text,
  type TextAlign,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
} from './primitives/Text/Text';
/** A labelled multi-line text field. */
export { TextArea, type TextAreaProps } from './primitives/TextArea/TextArea';
/** What every text field takes: label, name, value, message, state. */
export type { FieldBaseProps } from './primitives/TextField/FieldParts';
/** A labelled single-line text field. */
export {
  type FieldInputMode,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './primitives/TextField/TextField';
/** The looks of a toast, and what its one action is. */
export { type ToastAction, type ToastVariant, toastVariants } from './primitives/Toast/Toast';
/** Holds the app's toasts; wrap the app once. */
export { ToastProvider, type ToastProviderProps } from './primitives/Toast/ToastProvider';
/** Shows the toasts (Radix Toast); place it once inside `ToastProvider`. */
export { ToastRegion, type ToastRegionProps } from './primitives/Toast/ToastRegion';
/** Shows and dismisses toasts. */
export {
  type ToastHandle,
  type ToastOptions,
  type UseToastResult,
  useToast,
} from './primitives/Toast/useToast';
/** A short label on hover and keyboard focus of its Button, never the only way to information (react-aria). */
export {
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
  tooltipPlacements,
} from './primitives/Tooltip/Tooltip';
/** Content for screen readers only, and its class. */
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden/VisuallyHidden';
/** The class that hides an element of your own the same way. */
export { visuallyHidden } from './primitives/VisuallyHidden/VisuallyHidden.css';

// Sections: content through props, the spec's flags for where they stand

/**
 * The library's form logic for a form of your own: uncontrolled fields read on submit, validation with
 * your rules and messages, the first invalid field focused, one send at a time, values kept on failure.
 */
export type { FieldErrors } from './forms/fields';
export {
  type FormFailure,
  isFormFailure,
  toFormFailure,
  type UnknownFailure,
} from './forms/formFailure';
export { type UseFormOptions, useForm } from './forms/useForm';
/** The company in brief: introduction, columns, figures; timeline and values on its own page. */
export { AboutSection, type AboutSectionProps } from './sections/About/AboutSection';
/** The About section's content. */
export type {
  AboutColumn,
  AboutSectionContent,
  AboutStatsContent,
  AboutTimelineContent,
  AboutValue,
  AboutValuesContent,
  TimelineEntry,
} from './sections/About/types';
/** The contact section's compact form alone (home): an e-mail card and a card to the contact page. */
export {
  ContactCompactSection,
  type ContactCompactSectionProps,
} from './sections/Contact/ContactCompactSection';
/** The enquiry form (name, e-mail, company, message) with its toasts; it never knows how it sends. */
export {
  ContactForm,
  type ContactFormProps,
  type ContactFormToast,
} from './sections/Contact/ContactForm';
/** The contact section: the form and the address on its page, two cards on the home page. */
export { ContactSection, type ContactSectionProps } from './sections/Contact/ContactSection';
/** What the enquiry form hands to `onSubmit`. */
export type { ContactValues } from './sections/Contact/contactSchema';
/**
 * The contact form's fields and rules: which fields a form shows (`ContactFieldsConfig`), each field's
 * valibot rule (`contactRules`) and message (`contactMessages`), the schema of a configuration.
 */
export {
  type ContactFieldPresence,
  type ContactFieldsConfig,
  type ContactOptionalField,
  contactLimits,
  contactMessages,
  contactOptionalFields,
  contactRules,
  makeContactSchema,
  validateContact,
} from './sections/Contact/contactSchema';
/**
 * The quote request's fields (`ContactForm`'s `quote`): their names, units and currencies, bounds,
 * messages, rules, and how a typed quantity or price is read.
 */
export {
  makeQuoteRules,
  parsePrice,
  parseQuantity,
  priceCurrencies,
  type QuoteField,
  type QuoteValues,
  quantityUnits,
  quoteFields,
  quoteLimits,
  quoteMessages,
} from './sections/Contact/quoteSchema';
/** The contact section's content. */
export type {
  ContactCardsContent,
  ContactInfoContent,
  ContactProductOption,
  ContactSectionContent,
} from './sections/Contact/types';
/** The banner that ends a section on its own page, with links to related pages. */
export { CrossPromo, type CrossPromoProps } from './sections/CrossPromo/CrossPromo';
/** Questions and answers, expandable. */
export { FaqSection, type FaqSectionProps } from './sections/Faq/FaqSection';
/** The FAQ section's content. */
export type { FaqItemContent, FaqSectionContent } from './sections/Faq/types';
/** The site footer: brand, link groups, contact, copyright, legal notice. */
export { FooterSection, type FooterSectionProps } from './sections/Footer/FooterSection';
/** The footer's content. */
export type {
  FooterContactContent,
  FooterLinkGroup,
  FooterSectionContent,
} from './sections/Footer/types';
/** The header with its drawer and language menu given as props, for an app that loads them on demand. */
export { HeaderBar, type HeaderBarProps } from './sections/Header/HeaderBar';
/** The header's drawer on small screens: navigation, contact button, languages. */
export { HeaderDrawer, type HeaderDrawerProps } from './sections/Header/HeaderDrawer';
/** The site header: logo, navigation, language menu, contact button; a drawer on small screens. */
export { HeaderSection, type HeaderSectionProps } from './sections/Header/HeaderSection';
/** The header's content and what the app adds (language, current page). */
export type {
  HeaderSectionContent,
  HeaderSectionState,
  LogoContent,
} from './sections/Header/types';
/** The hero: a title over a picture, an optional muted video the visitor can pause. */
export { HeroSection, type HeroSectionProps } from './sections/Hero/HeroSection';
/** The hero's content, and how eagerly its video loads. */
export { type HeroSectionContent, type HeroVideoPreload, heroVideoPreloads } from './sections/Hero/types';
/** An opened enquiry of the inbox: details, message, reply link, "Mark as answered". */
export { EnquiryDetail, type EnquiryDetailProps } from './sections/Inbox/EnquiryDetail';
/** The staff's enquiry inbox: newest first, unread marked, open one, mark answered, export. */
export { EnquiryInbox, type EnquiryInboxProps } from './sections/Inbox/EnquiryInbox';
/** An enquiry as the inbox shows it, its status, and the inbox's states. */
export {
  type InboxEnquiry,
  type InboxState,
  type InboxStatus,
  inboxStates,
  inboxStatuses,
} from './sections/Inbox/types';
/** The legal notice: the company's registered details. */
export {
  LegalNoticeSection,
  type LegalNoticeSectionProps,
} from './sections/LegalNotice/LegalNoticeSection';
/** The legal notice's content. */
export type { LegalNoticeField, LegalNoticeSectionContent } from './sections/LegalNotice/types';
/** How the products are made: capabilities; process, quality and sites on its own page. */
export {
  ManufacturingSection,
  type ManufacturingSectionProps,
} from './sections/Manufacturing/ManufacturingSection';
/** The Manufacturing section's content. */
export type {
  ManufacturingCapability,
  ManufacturingFacility,
  ManufacturingHeritageImage,
  ManufacturingSectionContent,
  ManufacturingStep,
  ManufacturingTrack,
} from './sections/Manufacturing/types';
/** "Page not found", with a way home. */
export { NotFoundSection, type NotFoundSectionProps } from './sections/NotFound/NotFoundSection';
/** The not-found section's content. */
export type { NotFoundSectionContent } from './sections/NotFound/types';
/** Titled parts of a legal text (used by PolicySection and the legal notice's clauses). */
export { PolicyParts, type PolicyPartsProps } from './sections/Policy/PolicyParts';
/** A long legal text as a page (a privacy notice): contents, then titled parts at a reading measure. */
export { PolicySection, type PolicySectionProps } from './sections/Policy/PolicySection';
/** The content of a legal text page and of one of its parts. */
export type { PolicyPart, PolicySectionContent } from './sections/Policy/types';
/** Private label: figures and services; process and reasons on its own page. */
export {
  PrivateLabelSection,
  type PrivateLabelSectionProps,
} from './sections/PrivateLabel/PrivateLabelSection';
/** The Private label section's content. */
export type {
  PrivateLabelSectionContent,
  PrivateLabelService,
  PrivateLabelStep,
} from './sections/PrivateLabel/types';
/** The range as a grid a buyer scans (a home page): each product's picture, name, one line and quote button. */
export {
  ProductsCompactSection,
  type ProductsCompactSectionProps,
} from './sections/Products/ProductsCompactSection';
/** The range: one card per category, each its own anchor. */
export { ProductsSection, type ProductsSectionProps } from './sections/Products/ProductsSection';
/** The Products section's content: categories, their anchors, specification keys. */
export {
  type ProductCategory,
  type ProductContent,
  type ProductSpecification,
  type ProductsSectionContent,
  productAnchors,
  productCategories,
  type SpecificationKey,
  specificationKeys,
} from './sections/Products/types';
/** What a buyer checks before a first call: certificates, audits, contacts, references, fairs. */
export { ProofSection, type ProofSectionProps } from './sections/Proof/ProofSection';
/** The proof section's content. */
export type { ProofEntry, ProofFact, ProofGroup, ProofSectionContent } from './sections/Proof/types';
/** A band of the page with its anchor, and its header (eyebrow, title, lead). */
export {
  Section,
  SectionHeader,
  type SectionHeaderProps,
  type SectionProps,
  sectionTones,
} from './sections/Section/Section';
/** The staff sign-in form (e-mail, password); the app says why an attempt failed. */
export { SignInForm, type SignInFormProps } from './sections/SignIn/SignInForm';
/** What the sign-in form hands to `onSubmit`. */
export type { SignInValues } from './sections/SignIn/signInSchema';
/** Sustainability: pillars and figures; details and value chain on its own page. */
export {
  SustainabilitySection,
  type SustainabilitySectionProps,
} from './sections/Sustainability/SustainabilitySection';
/** The Sustainability section's content. */
export type {
  SustainabilityChainStep,
  SustainabilityPillar,
  SustainabilitySectionContent,
} from './sections/Sustainability/types';
/** Several teasers side by side in one band (a list on phones): a shorter rhythm for a home page. */
export { TeaserGroup, type TeaserGroupItem, type TeaserGroupProps } from './sections/Teaser/TeaserGroup';
/** A teaser of another page as a band: picture, a few words and the link there (a home page of teasers). */
export { TeaserSection, type TeaserSectionProps } from './sections/Teaser/TeaserSection';
/** The teaser's content. */
export type { TeaserSectionContent } from './sections/Teaser/types';
/** The shapes of a section's links, pictures, figures and banner, and its flags. */
export type {
  ClaimContent,
  CrossPromoContent,
  ImageContent,
  LinkContent,
  PrivacyNoteContent,
  SectionFlags,
  SectionPlacement,
  StatContent,
} from './sections/types';
