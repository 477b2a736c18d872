import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import type { BannerId } from '@aisle/contracts';
import { getBanner, getBannerTokens } from '../banners/banners';
import { cssVariableName } from '../tokens/cssVariables';

const token = (...path: string[]) => assignInlineVars({ [css.sample]: `var(--${cssVariableName(path)})` });
import * as css from './TokensGallery.css';

/** Semantic colours shown in the gallery, each as a path into `color`. */
const semanticColors = [
  'text.primary',
  'text.secondary',
  'text.link',
  'text.danger',
  'text.success',
  'surface.page',
  'surface.raised',
  'surface.sunken',
  'surface.inverse',
  'surface.brand',
  'border.default',
  'border.strong',
  'border.focus',
  'action.primary.background',
  'action.primary.text',
  'action.secondary.border',
  'action.destructive.background',
  'feedback.info.background',
  'feedback.success.background',
  'feedback.warning.background',
  'feedback.danger.background',
];

function valueAt(node: unknown, path: string): string {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], node) as string;
}

function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`gallery-${id}`}>
      <h2 id={`gallery-${id}`} className={css.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A designer's view of one banner's tokens: logo, colours, type, space, corners and shadows. */
export function TokensGallery({ banner }: { banner: BannerId }) {
  const { title, domain, logo } = getBanner(banner);
  const tokens = getBannerTokens(banner);
  return (
    <div className={css.page}>
      <header className={css.header}>
        {/* The SVG is our own static artwork, built from the banner list, never from user input. */}
        <div className={css.logo} dangerouslySetInnerHTML={{ __html: logo.svg }} />
        <div>
          <h1 className={css.heading}>{title}</h1>
          <p className={css.muted}>
            {domain} · theme class <code className={css.code}>{getBanner(banner).themeClass}</code>
          </p>
        </div>
      </header>

      <GallerySection id="colours" title="Semantic colours">
        <ul className={css.swatchGrid}>
          {semanticColors.map((path) => (
            <li key={path} className={css.swatch}>
              <span className={css.swatchColor} style={token('color', ...path.split('.'))} />
              <span className={css.swatchLabel}>
                {path}
                <br />
                <code className={css.code}>{valueAt(tokens.color, path)}</code>
              </span>
            </li>
          ))}
        </ul>
      </GallerySection>

      <GallerySection id="palette" title="Palette">
        {(['brand', 'accent', 'neutral'] as const).map((name) => (
          <div key={name} className={css.scaleRow}>
            <span className={css.scaleName}>{name}</span>
            <ul className={css.scale} aria-label={`${name} scale, 50 to 900`}>
              {Object.entries(tokens.palette[name]).map(([step, hex]) => (
                <li
                  key={step}
                  className={css.scaleStep}
                  title={`${name} ${step} ${hex}`}
                  style={assignInlineVars({ [css.sample]: hex })}
                />
              ))}
            </ul>
          </div>
        ))}
      </GallerySection>

      <GallerySection id="type" title="Type">
        {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
          <p key={size} className={css.typeSample} style={token('font', 'size', size)}>
            {size} · {tokens.font.size[size]} · Fresh produce, delivered today
          </p>
        ))}
        <p className={css.muted}>
          Headings: {tokens.font.family.heading.split(',')[0]} · Body: {tokens.font.family.body.split(',')[0]}
        </p>
      </GallerySection>

      <GallerySection id="space" title="Space">
        {Object.entries(tokens.space).map(([step, size]) => (
          <div key={step} className={css.spaceRow}>
            <span className={css.scaleName}>space {step}</span>
            <span className={css.spaceBar} style={token('space', step)} />
            <code className={css.code}>{size}</code>
          </div>
        ))}
      </GallerySection>

      <GallerySection id="shape" title="Corners and shadows">
        <div className={css.boxes}>
          {(['sm', 'md', 'lg', 'control', 'card'] as const).map((radius) => (
            <div key={radius} className={css.radiusBox} style={token('radius', radius)}>
              radius {radius}
            </div>
          ))}
          {(['sm', 'md', 'lg'] as const).map((shadow) => (
            <div key={shadow} className={css.shadowBox} style={token('shadow', shadow)}>
              shadow {shadow}
            </div>
          ))}
        </div>
      </GallerySection>
    </div>
  );
}
