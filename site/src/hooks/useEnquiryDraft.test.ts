import { beforeEach, describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from './useEnquiryDraft';

const empty = { name: '', email: '', company: '', message: '' };

describe('the contact draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed and forgets it once everything is empty', () => {
    writeDraft(sessionStorage, { ...empty, message: 'Half a <b>message</b> 🧹' });
    expect(readDraft(sessionStorage)).toEqual({ ...empty, message: 'Half a <b>message</b> 🧹' });
    writeDraft(sessionStorage, empty);
    expect(readDraft(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops anything malformed', () => {
    for (const stored of ['{', '"text"', '42', 'null', '{"name":{"x":1},"message":[1]}']) {
      sessionStorage.setItem('contact-draft', stored);
      expect(readDraft(sessionStorage)).toBeNull();
    }
    sessionStorage.setItem('contact-draft', '{"name":"Ann","email":7,"extra":"x"}');
    expect(readDraft(sessionStorage)).toEqual({ ...empty, name: 'Ann' });
  });
});
