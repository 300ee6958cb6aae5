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
} from './Stack';
