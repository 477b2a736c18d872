import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

/** The token a sample shows (a colour, size, radius or shadow), set per element at run time. */
export const sample = createVar();

export const page = style({ display: 'grid', gap: vars.space[8], maxWidth: '1200px' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[6],
  paddingBottom: vars.space[6],
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const logo = style({ width: '177px', maxHeight: '101px', flexShrink: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  letterSpacing: vars.font.letterSpacing.heading,
  fontSize: vars.font.size['2xl'],
  lineHeight: vars.font.lineHeight.tight,
});

export const subheading = style([heading, { fontSize: vars.font.size.lg, marginBottom: vars.space[4] }]);

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '48px auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.raised,
});

export const swatchLabel = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.snug,
});

export const code = style({ fontFamily: vars.font.family.mono, color: vars.color.text.secondary });

export const scale = style({ display: 'flex', flex: 1, margin: 0, padding: 0, listStyle: 'none' });

export const scaleStep = style({ flex: 1, height: '32px', backgroundColor: sample });

export const swatchColor = style({ backgroundColor: sample });

export const scaleName = style({ width: '80px', flexShrink: 0, fontSize: vars.font.size.sm, alignSelf: 'center' });

export const scaleRow = style({ display: 'flex', gap: vars.space[3], marginBottom: vars.space[2] });

export const typeSample = style({
  margin: `0 0 ${vars.space[2]}`,
  lineHeight: vars.font.lineHeight.snug,
  fontSize: sample,
});

export const spaceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
});

export const spaceBar = style({ width: sample, height: '12px', backgroundColor: vars.color.action.primary.background });

export const boxes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6] });

const boxBase = style({
  width: '120px',
  height: '72px',
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.strong}`,
});

export const radiusBox = style([boxBase, { borderRadius: sample }]);

export const shadowBox = style([boxBase, { boxShadow: sample, borderColor: vars.color.border.default }]);
