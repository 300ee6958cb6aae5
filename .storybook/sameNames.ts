/**
 * Names and visitors' words that are right the same in English and in German, shared by the two text
 * comparisons: the stories step's (`sameText.ts`) and the docs step's (tests/docs/docs.spec.ts). A plain
 * module (no `import.meta.glob`), so Playwright's Node reads it as Vite does.
 */
export const sameNames = {
  proof: {
    phrases: ['Example Certification Ltd', 'Internationale Eisenwarenmesse', 'Lea Lindenmatt'],
    reason:
      'A certifier’s registered name, a trade fair’s and a person’s name are the same in every language.',
  },
  inbox: {
    phrases: [
      'Zoë Müller',
      'Bürstenhandel Basel AG',
      'Keller Homeware Ltd',
      'Luca Bernasconi',
      'Ferramenta Ticino SA',
      'Claire Dubois',
      'Maison Dubois',
      /^(Guten Tag|Buongiorno|Bonjour|We would like samples of your recycled brooms).*$/s,
    ],
    reason: 'The enquiries are the visitors’ own words in their own language; their names are names.',
  },
};
