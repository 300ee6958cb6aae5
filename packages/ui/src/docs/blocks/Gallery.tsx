import { Unstyled } from '@storybook/addon-docs/blocks';
import { vars } from '../../theme/contract.css';
import { type GalleryItem, gallery, galleryLocales, galleryPicture, galleryThemes } from '../gallery';
import { pictureOf } from './Gallery.css';
import { tileGrid } from './tileGrid';

function Tile({ item }: { item: GalleryItem }) {
  return (
    <li style={{ display: 'grid' }}>
      <a
        href={`?path=/docs/${item.id}--docs`}
        target="_top"
        style={{
          display: 'grid',
          gridTemplateRows: 'auto 1fr',
          overflow: 'hidden',
          border: `1px solid ${vars.color.border}`,
          borderRadius: vars.radius.md,
          background: vars.color.surfaceRaised,
          color: vars.color.onSurface,
          textDecoration: 'none',
        }}
      >
        {/* One picture per language and theme; the CSS shows the toolbar's (`lang` and `data-theme` on the root). */}
        {galleryLocales.flatMap((locale) =>
          galleryThemes.map((theme) => (
            <img
              key={`${locale} ${theme}`}
              className={pictureOf[locale][theme]}
              src={`./gallery/${galleryPicture(item.picture, locale, theme)}`}
              alt=""
              width={480}
              height={270}
              loading="lazy"
              style={{
                width: '100%',
                height: 'auto',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                background: vars.color.surfaceMuted,
              }}
            />
          )),
        )}
        <span style={{ display: 'grid', gap: '0.125rem', padding: '0.625rem 0.75rem' }}>
          <span
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: '0.5rem',
              alignItems: 'baseline',
            }}
          >
            <strong style={{ fontSize: vars.font.size.md }}>{item.name}</strong>
            <span
              style={{
                fontSize: vars.font.size.xs,
                fontWeight: 600,
                padding: '0.0625rem 0.5rem',
                borderRadius: '999px',
                background: item.status === 'stable' ? vars.color.accentSubtle : vars.color.secondary,
                color: item.status === 'stable' ? vars.color.onAccentSubtle : vars.color.onSecondary,
              }}
            >
              {item.status}
            </span>
          </span>
          <span style={{ fontSize: vars.font.size.sm, color: vars.color.onSurfaceMuted }}>{item.use}</span>
        </span>
      </a>
    </li>
  );
}

/** Every component as a picture that leads to its page, with its status; grouped as the sidebar is. */
export function Gallery() {
  return (
    <Unstyled>
      {gallery.map(({ group, items }) => (
        <section key={group} style={{ margin: '1.5rem 0 2rem', fontFamily: vars.font.family.body }}>
          <h2
            style={{
              fontFamily: vars.font.family.heading,
              fontSize: vars.font.size.xl,
              margin: '0 0 0.75rem',
            }}
          >
            {group}
          </h2>
          <ul style={tileGrid('13rem')}>
            {items.map((item) => (
              <Tile key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </Unstyled>
  );
}
