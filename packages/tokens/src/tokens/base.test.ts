import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQueries } from './base';

describe('breakpoints', () => {
  it('matches the widths the specs name', () => {
    expect(breakpoints).toEqual({ sm: 480, checkoutTwoColumn: 675, md: 768, lg: 1024, xl: 1920 });
  });

  it('gives each an up query and a down query ending one pixel below it', () => {
    expect(mediaQueries.mdUp).toBe('screen and (min-width: 768px)');
    expect(mediaQueries.mdDown).toBe('screen and (max-width: 767px)');
    expect(mediaQueries.checkoutTwoColumnDown).toBe('screen and (max-width: 674px)');
    expect(mediaQueries.lgDown).toBe('screen and (max-width: 1023px)');
    expect(mediaQueries.xlDown).toBe('screen and (max-width: 1919px)');
    expect(mediaQueries.smDown).toBe('screen and (max-width: 479px)');
  });
});
