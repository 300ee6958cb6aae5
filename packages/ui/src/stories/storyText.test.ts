import { describe, expect, it } from 'vitest';
import { englishLeft, readSegments } from './storyText';

// The rule of the stories step's English–German text comparison (docs/adr/0066), with planted violations.
describe('englishLeft', () => {
  it('passes a story whose every text follows the language', () => {
    expect(englishLeft(['Company', 'Sending...'], ['Firma', 'Wird gesendet …'])).toEqual([]);
  });

  it('fails a story that shows the same text in German', () => {
    expect(englishLeft(['Request a quote'], ['Request a quote'])).toEqual([
      'the German text is the English text',
      'left in English: "Request a quote"',
    ]);
  });

  it('fails a caption left in English among German ones', () => {
    expect(englishLeft(['Company', 'Empty', 'Hover'], ['Firma', 'Leer', 'Hover'])).toEqual([
      'left in English: "Hover"',
    ]);
  });

  it('fails an English phrase inside a German text', () => {
    expect(englishLeft(['Product family: Natural brushes'], ['Produktfamilie: Natural brushes'])).toEqual([
      'English words "Natural brushes" in "Produktfamilie: Natural brushes"',
    ]);
  });

  it('lets names, addresses, numbers and codes be the same', () => {
    expect(
      englishLeft(
        ['Lindenmatt AG', 'hello@lindenmatt.example', '27M+', 'FSC', 'Call Anna Keller'],
        ['Lindenmatt AG', 'hello@lindenmatt.example', '27M+', 'FSC', 'Rufen Sie Anna Keller an'],
      ),
    ).toEqual([]);
  });

  it('lets a story allow its own few texts, and only those', () => {
    expect(englishLeft(['default', 'muted'], ['default', 'muted'], ['default', 'muted'])).toEqual([]);
    expect(englishLeft(['default', 'Closed'], ['default', 'Closed'], ['default'])).toEqual([
      'the German text is the English text',
      'left in English: "Closed"',
    ]);
  });
});

describe('readSegments', () => {
  it('reads text nodes and fields, and leaves out text in another language or marked as code', () => {
    document.documentElement.lang = 'de';
    document.body.innerHTML = `
      <p>Firma</p>
      <ul><li lang="en">English</li><li lang="de">Deutsch</li></ul>
      <strong translate="no">size="wide"</strong>
      <input value="Holzwerk Basel AG" placeholder="name@firma.ch">
      <textarea>Guten Tag</textarea>
      <script>var english = 1;</script>`;
    expect(readSegments(document.body)).toEqual([
      'Firma',
      'Deutsch',
      'Holzwerk Basel AG',
      'name@firma.ch',
      'Guten Tag',
    ]);
  });
});
