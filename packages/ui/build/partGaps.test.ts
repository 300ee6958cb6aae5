import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { partGaps } from './partGaps';

const dist = mkdtempSync(join(tmpdir(), 'parts-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
};

// A contact form that renders a heading: Contact's style module and, through the Heading, Heading's.
write('index.css', '._c0{color:red}._h0{font-size:2rem}._r0{margin:0}');
write('css/foundation.css', '._r0{margin:0}');
write('css/Heading.css', '._h0{font-size:2rem}');
write('sections/Contact/Contact.css.js', 'var form = "_c0";\nexport { form };\n');
write(
  'sections/Contact/ContactForm.js',
  'import * as styles from "./Contact.css.js";\nimport { Heading } from "../../primitives/Heading/Heading.js";\n',
);
write('primitives/Heading/Heading.css.js', 'var root = "_h0";\nvar hook = "_h9";\nexport { root, hook };\n');
write('primitives/Heading/Heading.js', 'import * as styles from "./Heading.css.js";\n');
write('theme/reset.css.js', 'var reset = "_r0";\nexport { reset };\n');

describe('partGaps, the check that each CSS part stands on its own', () => {
  it('names a part that lacks the styles of a component its component renders', () => {
    write('css/Contact.css', '._c0{color:red}');
    expect(partGaps(dist)).toEqual(['Contact.css lacks ._h0 of primitives/Heading/Heading.css.js']);
  });

  it('passes a part that carries them (a class styled nowhere, and the foundation, are no gaps)', () => {
    write('css/Contact.css', '._c0{color:red}._h0{font-size:2rem}');
    expect(partGaps(dist)).toEqual([]);
  });
});
