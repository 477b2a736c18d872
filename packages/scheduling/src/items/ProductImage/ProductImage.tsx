'use client';

import type { Product } from '@aisle/contracts/scheduling';
import { productImageUrl } from '../cartItems';
import { useImageStatus } from '../useImageStatus';
import * as styles from './ProductImage.css';

/** The picture's size: small in strips and tables, large in panels. */
export type ProductImageSize = 'small' | 'medium' | 'large';

export interface ProductImageProps {
  product: Pick<Product, 'images'>;
  /** The picture's name; '' when the description is written beside it. */
  alt: string;
  size?: ProductImageSize;
  className?: string;
}

/**
 * A product's picture (its front view), or a neutral tile when it has none or the picture fails:
 * a broken-image icon in a cart reads as a fault in the order.
 */
export function ProductImage({ product, alt, size = 'medium', className }: ProductImageProps) {
  const src = productImageUrl(product);
  const { status, ...handlers } = useImageStatus(src);
  const classes = [styles.image[size], className].filter(Boolean).join(' ');
  if (status === 'failed') {
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true" focusable="false">
          <path
            d="M6 8h12l-1.2 11.1a1 1 0 0 1-1 .9H8.2a1 1 0 0 1-1-.9L6 8Zm3 0V7a3 3 0 0 1 6 0v1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return <img src={src} alt={alt} className={classes} loading="lazy" decoding="async" {...handlers} />;
}
