import type { Fixture } from './fixtures';

/** What the fixtures need of the brand's facts (`@brand/content`'s `company` and `figures`). */
export type CompanyFacts = {
  name: string;
  shortName: string;
  email: string;
  phone: string;
  founded: number;
  address: { street: string; postalCode: string; city: string };
};

/**
 * Issue 34: the ways a module, story, test, docs page or catalog of the library could name the brand or
 * a package of the site, each a small folder (path → source; `.stories.tsx`, `.test.ts`, `.mdx` and `.po`
 * files are read as such), and the rule that must find it. Built from the brand's facts, so that they
 * follow a change of them.
 */
export const boundaryViolations = (company: CompanyFacts): Record<string, Fixture> => {
  const [first = '', ...rest] = company.shortName.split(' ');
  const localPhone = `0${company.phone.replace(/\D/g, '').slice(2)}`;
  return {
    // @brand/content, in every statement that can load it, in every kind of file.
    'an import of @brand/content': {
      rule: 'brand-content',
      files: { 'index.ts': "import { company } from '@brand/content';\nexport const name = company.name;\n" },
    },
    'a type import of @brand/content': {
      rule: 'brand-content',
      files: { 'index.ts': "import type { Figures } from '@brand/content';\nexport type Shown = Figures;\n" },
    },
    'export * from @brand/content': {
      rule: 'brand-content',
      files: { 'index.ts': "export * from '@brand/content';\n" },
    },
    'export { x } from a subpath of @brand/content': {
      rule: 'brand-content',
      files: { 'index.ts': "export { company as facts } from '@brand/content/src/company';\n" },
    },
    'import() of @brand/content, cut in two': {
      rule: 'brand-content',
      files: { 'index.ts': "export const facts = () => import('@brand/' + 'content');\n" },
    },
    'typeof import(@brand/content)': {
      rule: 'brand-content',
      files: { 'index.ts': "export type Content = typeof import('@brand/content');\n" },
    },
    'a relative path into packages/content': {
      rule: 'brand-content',
      files: {
        'index.ts':
          "import { company } from '../../../../content/src/company';\nexport const name = company.name;\n",
      },
    },
    'a story importing @brand/content': {
      rule: 'brand-content',
      files: {
        'Hero.stories.tsx':
          "import { heroContent } from '@brand/content';\nexport default { title: 'Hero' };\nexport const Real = { args: { content: heroContent } };\n",
      },
    },
    'a story loading @brand/content through a template': {
      rule: 'brand-content',
      files: {
        'Hero.stories.tsx': [
          "const scope = 'brand';",
          ['export default { title: `Hero`, loaders: [() => import(`@$', '{scope}/content`)] };'].join(''),
        ].join('\n'),
      },
    },
    'a docs page importing @brand/content': {
      rule: 'brand-content',
      files: {
        'Hero.mdx': [
          "import { Meta } from '@storybook/addon-docs/blocks';",
          "import { heroContent } from '@brand/content';",
          '',
          '<Meta title="Hero" />',
          '',
          '# Hero',
        ].join('\n'),
      },
    },
    'a docs page loading @brand/content in an expression': {
      rule: 'brand-content',
      files: { 'Hero.mdx': "# Hero\n\n{void import('@brand/content')}\n" },
    },
    'a test requiring @brand/content': {
      rule: 'brand-content',
      files: { 'facts.test.ts': "const { company } = require('@brand/content');\nexport { company };\n" },
    },

    // The site's packages.
    'an import of wouter': {
      rule: 'site-package',
      files: { 'index.ts': "import { Link } from 'wouter';\nexport { Link };\n" },
    },
    'a subpath of wouter': {
      rule: 'site-package',
      files: {
        'index.ts': "import { navigate } from 'wouter/use-browser-location';\nexport const go = navigate;\n",
      },
    },
    'supabase-js': {
      rule: 'site-package',
      files: {
        'index.ts':
          "import { createClient } from '@supabase/supabase-js';\nexport const client = (url: string, key: string) => createClient(url, key);\n",
      },
    },
    'a type import of supabase-js': {
      rule: 'site-package',
      files: {
        'index.ts':
          "import type { SupabaseClient } from '@supabase/supabase-js';\nexport type C = SupabaseClient;\n",
      },
    },
    'export * from EmailJS': {
      rule: 'site-package',
      files: { 'index.ts': "export * from '@emailjs/browser';\n" },
    },
    'export { x } from EmailJS': {
      rule: 'site-package',
      files: { 'index.ts': "export { send as notify } from '@emailjs/browser';\n" },
    },
    "import('wou' + 'ter') in a story": {
      rule: 'site-package',
      files: {
        'Link.stories.tsx': "export default { title: 'Link', loaders: [() => import('wou' + 'ter')] };\n",
      },
    },
    'require of supabase-js': {
      rule: 'site-package',
      files: { 'index.ts': "export const supabase = () => require('@supabase/supabase-js');\n" },
    },
    'import = require(wouter)': {
      rule: 'site-package',
      files: { 'index.ts': "import wouter = require('wouter');\nexport const Link = wouter.Link;\n" },
    },
    'a constant naming supabase-js, loaded with import()': {
      rule: 'site-package',
      files: {
        'index.ts':
          "const backend = '@supabase/' + 'supabase-js';\nexport const connect = () => import(backend);\n",
      },
    },
    'a story loading what cannot be read': {
      rule: 'site-package',
      files: {
        'Link.stories.tsx':
          "const name = globalThis.location.hash.slice(1);\nexport default { title: 'Link', loaders: [() => import(name)] };\n",
      },
    },
    'a relative path into the site': {
      rule: 'site-package',
      files: { 'index.ts': "export { submit } from '../../../../../site/src/adapters/supabaseEnquiries';\n" },
    },

    // The brand's own words and numbers.
    "the brand's name in JSX text": {
      rule: 'brand-text',
      files: { 'Footer.tsx': `export const Footer = () => <p>© ${company.name}</p>;\n` },
    },
    "the brand's short name, upper case and spaced out": {
      rule: 'brand-text',
      files: {
        'index.ts': `export const title = '${company.shortName.toUpperCase().split(' ').join('   ')}';\n`,
      },
    },
    "the brand's short name cut in pieces": {
      rule: 'brand-text',
      files: {
        'index.ts': `export const title = '${first} ' + '${rest.join(' ')}';\n`,
      },
    },
    "the brand's short name with 'and'": {
      rule: 'brand-text',
      files: { 'index.ts': `export const title = '${company.shortName.replace('&', 'and')}';\n` },
    },
    "the brand's e-mail in a mailto link": {
      rule: 'brand-text',
      files: {
        'Mail.tsx': `export const Mail = () => <a href="mailto:${company.email.toUpperCase()}">mail</a>;\n`,
      },
    },
    "the brand's phone in a tel: link": {
      rule: 'brand-text',
      files: { 'index.ts': `export const tel = 'tel:${company.phone.replace(/\s/g, '')}';\n` },
    },
    "the brand's phone as dialled at home, cut in two": {
      rule: 'brand-text',
      files: {
        'index.ts': `export const phone = '${localPhone.slice(0, 3)} ' + '${localPhone.slice(3)}';\n`,
      },
    },
    "the brand's street, abbreviated": {
      rule: 'brand-text',
      files: {
        'index.ts': `export const street = '${company.address.street.replace(/strasse/, 'str.')}';\n`,
      },
    },
    "the brand's town in a JSDoc comment": {
      rule: 'brand-text',
      files: {
        'index.ts': `/** The address (${company.address.postalCode} ${company.address.city}). */\nexport const lines = 3;\n`,
      },
    },
    "the brand's figure as a number literal": {
      rule: 'brand-text',
      files: { 'index.ts': 'export const perMonth = 2_300_000;\n' },
    },
    "the brand's figure written out": {
      rule: 'brand-text',
      files: { 'Stat.tsx': "export const Stat = () => <b>2'300'000 brushes a month</b>;\n" },
    },
    "the brand's figure in millions": {
      rule: 'brand-text',
      files: { 'index.ts': "export const units = '27 Mio. pieces';\n" },
    },
    "the brand's founding year": {
      rule: 'brand-text',
      files: { 'index.ts': `export const since = \`since \${${company.founded}}\`;\n` },
    },
    "the brand's name in a story": {
      rule: 'brand-text',
      files: {
        'Footer.stories.tsx': `export default { title: 'Footer' };\nexport const Real = { args: { name: '${company.name}' } };\n`,
      },
    },
    "the brand's name in a docs page": {
      rule: 'brand-text',
      files: { 'Footer.mdx': `# Footer\n\nThe footer of ${company.shortName.toLowerCase()}.\n` },
    },
    "the brand's name in a translation": {
      rule: 'brand-text',
      files: {
        'de.po': `msgid "ui.footer.copyright"\nmsgstr "© ${company.shortName.replace(' & ', ' und ')}"\n`,
      },
    },
    "the brand's phone in a test": {
      rule: 'brand-text',
      files: {
        'Contact.test.ts': `export const phone = '${company.phone}';\n`,
      },
    },
  };
};

/**
 * What the boundaries let through: other companies in Basel, a river called Rhein, the stories' own
 * company, small numbers (sizes, percentages), the library's own imports, a story's sample figures.
 */
export const boundaryAllowed = (company: CompanyFacts): Record<string, string> => ({
  'Card.tsx': [
    "import type { ReactNode } from 'react';",
    "import { Button } from '../../primitives/Button';",
    `export const Card = ({ children }: { children: ReactNode }) => <div style={{ width: '30rem', opacity: 0.6 }}>{children}</div>;`,
    `export const sample = 'Holzwerk ${company.address.city} AG, on the ${company.shortName.split(' ')[0]}';`,
    'export const sizes = [12, 30, 60, 100, 300] as const;',
    'export const Action = Button;',
  ].join('\n'),
  'Card.stories.tsx': [
    "import { Card } from './Card';",
    "export default { title: 'Card', component: Card };",
    "export const Sample = { args: { children: 'Lindenmatt AG, brush makers since 1968, 2,300 brooms a week' } };",
  ].join('\n'),
  'Card.mdx': "import { Meta } from '@storybook/addon-docs/blocks';\n\n# Card\n\nUse it for one idea.\n",
});
