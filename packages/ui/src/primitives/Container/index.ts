export {
  Container,
  type ContainerElement,
  type ContainerProps,
  type ContainerSize,
  containerElements,
  containerSizes,
} from './Container';
