import { fontFamilies } from '../tokens/base';
import type { BannerTokens } from '../tokens/tokenType';
import type { BrandDefinition } from './brands';

/** The box a banner logo is drawn in and displayed at by default (spec: max height 101, width 177). */
export const logoBox = { width: 177, maxHeight: 101 } as const;

export interface BannerLogo {
  /** Standalone SVG markup, safe to inline or to serve as a file. */
  svg: string;
  width: number;
  height: number;
  /** The accessible name: the banner's title. */
  alt: string;
}

const height = 64;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Long titles wrap onto two lines at the space nearest the middle. */
function lines(title: string): string[] {
  if (title.length <= 14 || !title.includes(' ')) return [title];
  const words = title.split(' ');
  let best = 1;
  for (let i = 1; i < words.length; i += 1) {
    const left = words.slice(0, i).join(' ').length;
    const bestLeft = words.slice(0, best).join(' ').length;
    if (Math.abs(left - title.length / 2) < Math.abs(bestLeft - title.length / 2)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** `textLength` squeezes or stretches each line to the space it has, so every font fits the box. */
function text(rows: string[], x: number, width: number, fill: string, family: string, weight: number) {
  const size = rows.length === 1 ? 26 : 19;
  const top = rows.length === 1 ? height / 2 + 9 : height / 2 - 4;
  return rows
    .map((row, i) => {
      const natural = row.length * size * 0.56;
      const length = Math.min(width, natural);
      return `<text x="${x}" y="${top + i * 22}" fill="${fill}" font-family="${escapeXml(family)}" font-size="${size}" font-weight="${weight}" textLength="${length.toFixed(1)}" lengthAdjust="spacingAndGlyphs">${escapeXml(row)}</text>`;
    })
    .join('');
}

/** Draws the banner's wordmark: our own simple artwork, in the banner's colours and heading font. */
export function drawLogo(brand: BrandDefinition & { title: string }, tokens: BannerTokens): BannerLogo {
  const family = fontFamilies[brand.headingFont];
  const rows = lines(brand.title);
  const { color, palette } = tokens;
  const weight = brand.headingWeight;
  let art: string;
  if (brand.logo === 'badge') {
    const radius = brand.radius === 'round' ? 32 : brand.radius === 'soft' ? 12 : 3;
    art =
      `<rect x="1" y="1" width="${logoBox.width - 2}" height="${height - 2}" rx="${radius}" fill="${color.surface.brand}"/>` +
      `<rect x="12" y="${height - 12}" width="40" height="4" rx="2" fill="${palette.accent[500]}"/>` +
      text(rows, 14, logoBox.width - 28, color.onBrand.text, family, weight);
  } else if (brand.logo === 'mark') {
    const initial = escapeXml(brand.title.replace(/^The /, '').charAt(0));
    art =
      `<circle cx="30" cy="${height / 2}" r="26" fill="${color.surface.brand}"/>` +
      `<circle cx="47" cy="${height / 2 - 17}" r="7" fill="${palette.accent[500]}"/>` +
      `<text x="30" y="${height / 2 + 10}" text-anchor="middle" fill="${color.onBrand.text}" font-family="${escapeXml(family)}" font-size="30" font-weight="800">${initial}</text>` +
      text(rows, 64, logoBox.width - 66, color.text.link, family, weight);
  } else {
    art =
      text(rows, 2, logoBox.width - 4, color.text.link, family, weight) +
      `<rect x="2" y="${height - 7}" width="${logoBox.width - 4}" height="5" rx="2.5" fill="${palette.accent[500]}"/>`;
  }
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logoBox.width} ${height}" width="${logoBox.width}" height="${height}" role="img" aria-label="${escapeXml(brand.title)}"><title>${escapeXml(brand.title)}</title>${art}</svg>`,
    width: logoBox.width,
    height,
    alt: brand.title,
  };
}
