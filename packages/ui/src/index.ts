// The public API of @brand/ui: named exports only. Its CSS (reset, brand theme, components) is `@brand/ui/style.css`.
import './styles';

export { isUiLocale, loadUiMessages, type UiLocale, uiLocales } from './i18n';
export {
  Accordion,
  type AccordionHeadingLevel,
  type AccordionItem,
  type AccordionProps,
  accordionHeadingLevels,
} from './primitives/Accordion';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './primitives/Badge';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './primitives/Button';
export {
  Card,
  type CardElement,
  type CardProps,
  type CardTone,
  cardElements,
  cardTones,
} from './primitives/Card';
export {
  Container,
  type ContainerElement,
  type ContainerProps,
  type ContainerSize,
  containerElements,
  containerSizes,
} from './primitives/Container';
export { Drawer, type DrawerProps, type DrawerRenderProps } from './primitives/Drawer';
export {
  Grid,
  type GridBaseColumns,
  type GridColumnsByBreakpoint,
  type GridElement,
  type GridProps,
  type GridWideColumns,
  gridElements,
  gridGaps,
} from './primitives/Grid';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
  headingLevels,
  headingSizes,
  headingTones,
} from './primitives/Heading';
export {
  Image,
  type ImageFit,
  type ImageLoading,
  type ImageProps,
  type ImageSource,
  imageFits,
  imageLoadings,
} from './primitives/Image';
export {
  defaultLanguages,
  LanguageMenu,
  type LanguageMenuProps,
  LanguageMenuTrigger,
  type LanguageMenuTriggerProps,
  type LanguageOption,
} from './primitives/LanguageMenu';
export {
  Link,
  type LinkProps,
  type LinkRouter,
  type LinkVariant,
  linkVariants,
  RouterProvider,
  type RouterProviderProps,
} from './primitives/Link';
export { Loading, type LoadingProps } from './primitives/Loading';
export { SkipLink, type SkipLinkProps } from './primitives/SkipLink';
export { Spinner, type SpinnerProps, spinnerSizes } from './primitives/Spinner';
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
} from './primitives/Stack';
export {
  Stat,
  StatList,
  type StatListColumns,
  type StatListProps,
  type StatProps,
  type StatTone,
  statListColumns,
  statTones,
} from './primitives/Stat';
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
} from './primitives/Text';
export { TextArea, type TextAreaProps } from './primitives/TextArea';
export type { FieldBaseProps } from './primitives/TextField';
export {
  type FieldInputMode,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './primitives/TextField';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toast,
  type ToastAction,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  ToastRegion,
  type ToastRegionProps,
  type ToastVariant,
  toastVariants,
  type UseToastResult,
  useToast,
} from './primitives/Toast';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHidden } from './primitives/VisuallyHidden';
export {
  type AboutColumn,
  AboutSection,
  type AboutSectionContent,
  type AboutSectionProps,
  type AboutStatsContent,
  type AboutTimelineContent,
  type AboutValue,
  AboutValues,
  type AboutValuesContent,
  type AboutValuesProps,
  Timeline,
  type TimelineEntry,
  type TimelineProps,
} from './sections/About';
export {
  ContactCards,
  type ContactCardsContent,
  type ContactCardsProps,
  ContactCompactSection,
  type ContactCompactSectionProps,
  type ContactErrors,
  type ContactField,
  ContactForm,
  type ContactFormProps,
  type ContactFormToast,
  ContactInfo,
  type ContactInfoContent,
  type ContactInfoProps,
  ContactSection,
  type ContactSectionContent,
  type ContactSectionProps,
  type ContactValues,
  contactFields,
  contactLimits,
  contactMessages,
  contactSchema,
  emptyContactValues,
  mailtoHref,
  normalizeContact,
  validateContact,
} from './sections/Contact';
export { CrossPromo, type CrossPromoProps } from './sections/CrossPromo';
export {
  type FaqItemContent,
  FaqSection,
  type FaqSectionContent,
  type FaqSectionProps,
} from './sections/Faq';
export {
  type FooterContactContent,
  type FooterLinkGroup,
  FooterSection,
  type FooterSectionContent,
  type FooterSectionProps,
} from './sections/Footer';
export {
  HeaderBar,
  type HeaderBarProps,
  HeaderDrawer,
  type HeaderDrawerProps,
  HeaderSection,
  type HeaderSectionContent,
  type HeaderSectionProps,
  type HeaderSectionState,
  type LogoContent,
} from './sections/Header';
export {
  HeroSection,
  type HeroSectionContent,
  type HeroSectionProps,
  type HeroVideoPreload,
  type HeroVideoState,
  heroVideoPreloads,
  heroVideoStates,
} from './sections/Hero';
export {
  type LegalNoticeField,
  LegalNoticeSection,
  type LegalNoticeSectionContent,
  type LegalNoticeSectionProps,
} from './sections/LegalNotice';
export {
  type ManufacturingCapability,
  type ManufacturingFacility,
  type ManufacturingHeritageImage,
  ManufacturingSection,
  type ManufacturingSectionContent,
  type ManufacturingSectionProps,
  type ManufacturingStep,
  type ManufacturingTrack,
} from './sections/Manufacturing';
export { NotFoundSection, type NotFoundSectionContent, type NotFoundSectionProps } from './sections/NotFound';
export {
  PrivateLabelSection,
  type PrivateLabelSectionContent,
  type PrivateLabelSectionProps,
  type PrivateLabelService,
  type PrivateLabelStep,
} from './sections/PrivateLabel';
export {
  EAGER_PRODUCT_IMAGES,
  ProductCard,
  type ProductCardProps,
  type ProductCategory,
  type ProductContent,
  type ProductSpecification,
  ProductsSection,
  type ProductsSectionContent,
  type ProductsSectionProps,
  productAnchors,
  productCategories,
  type SpecificationKey,
  specificationKeys,
} from './sections/Products';
export {
  Section,
  SectionHeader,
  type SectionHeaderProps,
  SectionIntro,
  type SectionIntroProps,
  SectionMore,
  type SectionMoreProps,
  type SectionProps,
  sectionTones,
} from './sections/Section';
export {
  emptySignInValues,
  normalizeSignIn,
  type SignInErrors,
  type SignInField,
  SignInForm,
  type SignInFormProps,
  type SignInValues,
  signInFields,
  signInLimits,
  signInMessages,
  signInSchema,
  validateSignIn,
} from './sections/SignIn';
export {
  type SustainabilityChainStep,
  type SustainabilityPillar,
  SustainabilitySection,
  type SustainabilitySectionContent,
  type SustainabilitySectionProps,
} from './sections/Sustainability';
export type {
  CrossPromoContent,
  ImageContent,
  LinkContent,
  SectionFlags,
  StatContent,
} from './sections/types';
export { breakpoints, media, partnerTheme, type ThemeTokens, uiLayer, vars } from './theme';
