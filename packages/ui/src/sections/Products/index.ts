export { ProductCard, type ProductCardProps } from './ProductCard';
export { EAGER_PRODUCT_IMAGES, ProductsSection, type ProductsSectionProps } from './ProductsSection';
export {
  type ProductCategory,
  type ProductContent,
  type ProductSpecification,
  type ProductsSectionContent,
  productAnchors,
  productCategories,
  type SpecificationKey,
  specificationKeys,
} from './types';
