/** A minimal reader and writer for the gettext catalogs that `lingui extract` writes (explicit ids). */
export type PoEntry = { comments: string[]; id: string; str: string };

const unquote = (line: string): string => JSON.parse(line.slice(line.indexOf('"')));

/** Parses a .po file into its header and entries, keeping comments so that it can be written back. */
export const parsePo = (text: string): { header: string; entries: PoEntry[] } => {
  const blocks = text.split(/\n\s*\n/).filter((block) => block.trim() !== '');
  const [header = '', ...rest] = blocks;
  const entries = rest.map((block) => {
    const entry: PoEntry = { comments: [], id: '', str: '' };
    let field: 'id' | 'str' | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith('#')) entry.comments.push(line);
      else if (line.startsWith('msgid ')) {
        field = 'id';
        entry.id = unquote(line);
      } else if (line.startsWith('msgstr ')) {
        field = 'str';
        entry.str = unquote(line);
      } else if (line.startsWith('"') && field) entry[field] += unquote(line);
    }
    return entry;
  });
  return { header, entries };
};

/** Serialises entries the way Lingui does (one quoted line each). */
export const formatPo = (header: string, entries: PoEntry[]): string =>
  `${[header, ...entries.map((e) => [...e.comments, `msgid ${JSON.stringify(e.id)}`, `msgstr ${JSON.stringify(e.str)}`].join('\n'))].join('\n\n')}\n`;
