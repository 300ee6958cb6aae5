// The public API of @brand/ui: named exports only. Its CSS (reset, brand theme, components) is `@brand/ui/style.css`.
import './styles';

export { isUiLocale, loadUiMessages, type UiLocale, uiLocales } from './i18n';
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
export { Loading, type LoadingProps } from './primitives/Loading';
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
export {
  type FieldInputMode,
  TextField,
  type TextFieldProps,
  type TextFieldType,
  textFieldTypes,
} from './primitives/TextField';
export { VisuallyHidden, type VisuallyHiddenProps, visuallyHidden } from './primitives/VisuallyHidden';
export { breakpoints, media, partnerTheme, type ThemeTokens, uiLayer, vars } from './theme';
