import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { breakpoints, vars } from '@aisle/tokens';

/**
 * Layout properties as props, generated at build time. Responsive values are
 * `{ mobile, tablet, desktop }` (or an array in that order): tablet from 768 px, desktop from 1024 px,
 * the specs' 767/768 and 1023/1024 breakpoints.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const themed = defineProperties({
  properties: {
    background: { page: vars.color.surface.page, raised: vars.color.surface.raised, sunken: vars.color.surface.sunken },
    color: { primary: vars.color.text.primary, secondary: vars.color.text.secondary },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, themed);

export type Sprinkles = Parameters<typeof sprinkles>[0];
export type Space = keyof typeof vars.space;
export type ResponsiveSpace = Sprinkles['gap'];
