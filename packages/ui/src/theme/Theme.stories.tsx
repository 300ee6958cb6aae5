import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { vars } from './contract.css';

const meta = {
  title: 'Theme/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          'The tokens of the active theme (switch the Theme toolbar). Components read only these, through ' +
          '`vars`; each is also a CSS custom property `--brand-<group>-<name>`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: '1rem',
  fontFamily: vars.font.family.body,
};

const cssName = (group: string, name: string) => `--brand-${group}-${name}`;

function Swatch({ group, name, value, text }: { group: string; name: string; value: string; text?: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <div
        style={{
          height: '4rem',
          borderRadius: vars.radius.md,
          background: value,
          color: text,
          border: `1px solid ${vars.color.border}`,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
        }}
      >
        {text ? 'Aa' : null}
      </div>
      <figcaption style={{ fontSize: vars.font.size.xs, marginTop: '0.25rem' }}>
        <strong>{name}</strong>
        <br />
        <code>{cssName(group, name)}</code>
      </figcaption>
    </figure>
  );
}

const pairs: [keyof typeof vars.color, keyof typeof vars.color][] = [
  ['surface', 'onSurface'],
  ['surfaceMuted', 'onSurfaceMuted'],
  ['accent', 'onAccent'],
  ['accentSubtle', 'onAccentSubtle'],
  ['secondary', 'onSecondary'],
  ['danger', 'onDanger'],
  ['dangerSubtle', 'onDangerSubtle'],
  ['success', 'onSuccess'],
  ['inverse', 'onInverse'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: '2rem' }}>
      <h2 style={{ fontFamily: vars.font.family.heading, fontSize: vars.font.size.xl }}>{title}</h2>
      {children}
    </section>
  );
}

export const Colors: Story = {
  render: () => (
    <>
      <Section title="Semantic pairs">
        <div style={grid}>
          {pairs.map(([background, text]) => (
            <Swatch
              key={background}
              group="color"
              name={background}
              value={vars.color[background]}
              text={vars.color[text]}
            />
          ))}
        </div>
      </Section>
      <Section title="Palette">
        <div style={grid}>
          {(Object.keys(vars.palette) as (keyof typeof vars.palette)[]).map((name) => (
            <Swatch key={name} group="palette" name={name} value={vars.palette[name]} />
          ))}
        </div>
      </Section>
    </>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(Object.keys(vars.font.size) as (keyof typeof vars.font.size)[]).map((size) => (
        <p
          key={size}
          style={{
            margin: 0,
            fontSize: vars.font.size[size],
            lineHeight: vars.font.lineHeight.snug,
            fontFamily: ['display', 'xxxl', 'xxl', 'xl'].includes(size)
              ? vars.font.family.heading
              : vars.font.family.body,
          }}
        >
          <code style={{ fontSize: vars.font.size.xs }}>{size}</code> Brushes made to last since 1993
        </p>
      ))}
    </div>
  ),
};

export const SpaceRadiusShadow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem', fontFamily: vars.font.family.body }}>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        {(Object.keys(vars.space) as (keyof typeof vars.space)[]).map((space) => (
          <div key={space} style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
            <code style={{ width: '6rem' }}>{space}</code>
            <div style={{ width: vars.space[space], height: '1rem', background: vars.color.accent }} />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem' }}>
        {(['sm', 'md', 'lg'] as const).map((level) => (
          <div
            key={level}
            style={{
              width: '8rem',
              height: '5rem',
              display: 'grid',
              placeItems: 'center',
              background: vars.color.surfaceRaised,
              borderRadius: vars.radius[level],
              boxShadow: vars.shadow[level],
            }}
          >
            radius/shadow {level}
          </div>
        ))}
      </div>
    </div>
  ),
};
