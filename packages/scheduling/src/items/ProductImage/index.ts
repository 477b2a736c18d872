export { ProductImage, type ProductImageProps, type ProductImageSize } from './ProductImage';
