// The public API of @brand/ui: named exports only. Its CSS (reset, brand theme, components) is `@brand/ui/style.css`.
import './styles';

export { isUiLocale, loadUiMessages, type UiLocale, uiLocales } from './i18n';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './primitives/Button';
export { Spinner, type SpinnerProps, spinnerSizes } from './primitives/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHidden } from './primitives/VisuallyHidden';
export { breakpoints, media, partnerTheme, type ThemeTokens, uiLayer, vars } from './theme';
