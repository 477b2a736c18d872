import { cssVariableName } from '@aisle/tokens';
import type { SecureFrameTheme } from './protocol';

/** Which banner token each theme value of the frame takes (paths of the `@aisle/tokens` contract). */
const themeTokens: Record<keyof SecureFrameTheme, readonly string[]> = {
  textColor: ['color', 'text', 'primary'],
  labelColor: ['color', 'text', 'primary'],
  backgroundColor: ['color', 'surface', 'raised'],
  borderColor: ['color', 'border', 'strong'],
  focusColor: ['color', 'border', 'focus'],
  errorColor: ['color', 'text', 'danger'],
  fontFamily: ['font', 'family', 'body'],
  fontSize: ['font', 'size', 'md'],
  borderRadius: ['radius', 'control'],
};

/**
 * The banner's values where the iframe sits, read from the theme's custom properties (the frame
 * cannot read the host's CSS). Empty where no banner theme applies; the frame keeps its defaults.
 */
export function readFrameTheme(element: Element): SecureFrameTheme {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style) return {};
  const theme: SecureFrameTheme = {};
  for (const [key, path] of Object.entries(themeTokens) as [keyof SecureFrameTheme, readonly string[]][]) {
    const value = style.getPropertyValue(`--${cssVariableName(path)}`).trim();
    if (value) theme[key] = value;
  }
  return theme;
}
