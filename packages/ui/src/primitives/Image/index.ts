export {
  Image,
  type ImageFit,
  type ImageLoading,
  type ImageProps,
  type ImageSource,
  imageFits,
  imageLoadings,
} from './Image';
