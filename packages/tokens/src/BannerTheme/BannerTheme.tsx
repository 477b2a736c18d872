import type { ElementType, ComponentPropsWithoutRef, ReactNode } from 'react';
import type { BannerId } from '@aisle/contracts';
import { getBanner } from '../banners/banners';

export type BannerThemeProps<E extends ElementType> = {
  banner: BannerId;
  /** The element that carries the theme class; a `div` unless you need another. */
  as?: E;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<E>, 'as' | 'children'>;

/**
 * Applies a banner's theme to everything inside it by putting the banner's class on a wrapper.
 * Renders the same on the server and the client. Load the banner's CSS separately
 * (`@aisle/tokens/themes/<id>`); portals outside the wrapper need `setDocumentBanner`.
 */
export function BannerTheme<E extends ElementType = 'div'>({
  banner,
  as,
  className,
  children,
  ...rest
}: BannerThemeProps<E>) {
  const Element: ElementType = as ?? 'div';
  const { themeClass } = getBanner(banner);
  return (
    <Element {...rest} data-banner={banner} className={className ? `${themeClass} ${className}` : themeClass}>
      {children}
    </Element>
  );
}
