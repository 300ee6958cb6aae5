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
} from './Text';
