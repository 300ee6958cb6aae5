import { setupI18n } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailCases } from '../../forms/emailCases.fixture';
import {
  type ContactValues,
  contactMessages,
  contactRules,
  emptyContactValues,
  makeContactSchema,
  normalizeContact,
  validateContact,
} from './contactSchema';

const valid: ContactValues = {
  name: 'Anna Keller',
  email: 'anna.keller@example.ch',
  company: 'Holzwerk Basel AG',
  message: 'Please send us your catalogue of wooden handles.',
};

const with_ = (patch: Partial<ContactValues>): ContactValues => ({ ...valid, ...patch });
const ids = (values: ContactValues) =>
  Object.fromEntries(Object.entries(validateContact(values)).map(([field, m]) => [field, m?.id]));

describe('validateContact', () => {
  it('accepts a complete enquiry', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('reports all four fields of an empty form with the spec’s message ids', () => {
    expect(ids(emptyContactValues)).toEqual({
      name: 'contact.form.validation.nameMin',
      email: 'contact.form.validation.emailInvalid',
      company: 'contact.form.validation.companyRequired',
      message: 'contact.form.validation.messageMin',
    });
  });

  it('says the spec’s message for an empty or whitespace-only field, as for a short one (SPEC §5: no other message)', () => {
    const spec = {
      name: 'contact.form.validation.nameMin',
      email: 'contact.form.validation.emailInvalid',
      company: 'contact.form.validation.companyRequired',
      message: 'contact.form.validation.messageMin',
    };
    expect(ids({ name: '  ', email: ' ', company: '\t', message: '\n' })).toEqual(spec);
    expect(ids({ name: 'A', email: 'erika@', company: '', message: 'Kurz' })).toEqual(spec);
    // The library has no message of its own for an empty field.
    expect(Object.keys(contactMessages).filter((key) => /Required$/.test(key))).toEqual(['companyRequired']);
  });

  it('lets a site ask for an empty field by extending the rules’ result, as the README shows', () => {
    // The README's lines (§10, src/own-form.tsx): a form without a company says so in the third argument,
    // else the rules ask for a company it has no field for (second partner trial, finding 3).
    const nameRequired = { id: 'site.contact.nameRequired', message: 'Please enter your name' };
    const validate = (values: Omit<ContactValues, 'company'>) => ({
      ...validateContact({ ...values, company: '' }, undefined, { company: 'hidden' }),
      ...(values.name.trim() ? {} : { name: nameRequired }),
    });
    const { company: _, ...noCompany } = valid;
    expect(validate({ ...noCompany, name: ' ' })).toEqual({ name: nameRequired });
    expect(validate({ ...noCompany, name: 'A' }).name).toBe(contactMessages.nameMin);
    expect(validate(noCompany)).toEqual({});
    // Without the third argument the same form would be refused for its missing company.
    expect(validateContact({ ...noCompany, company: '' }).company).toBe(contactMessages.companyRequired);
  });

  it('returns the descriptors themselves, which read as the spec’s English messages', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const errors = validateContact(emptyContactValues);
    expect(errors.name).toBe(contactMessages.nameMin);
    expect(errors.name && i18n._(errors.name)).toBe('Name must be at least 2 characters');
    expect(errors.email && i18n._(errors.email)).toBe('Please enter a valid email address');
    expect(errors.company && i18n._(errors.company)).toBe('Company name is required');
    expect(errors.message && i18n._(errors.message)).toBe('Message must be at least 10 characters');
  });

  describe('name: at least 2 characters after trimming', () => {
    it.each([
      ['A', false],
      ['  A  ', false],
      ['   ', false],
      ['\t\n', false],
      ['Al', true],
      ['Zoë', true],
      ['Ñú', true],
      ['🧹', false], // one character, two UTF-16 code units
      ['👨‍👩‍👧', false], // one family emoji, eight code units
      ['é', false], // e + combining acute: one character
      ['🧹🪵', true],
      ['李明', true],
      ['<b>', true],
      ['x'.repeat(200), true],
      ['🧹'.repeat(200), true],
      ['x'.repeat(201), false],
    ])('%j valid: %s', (name, ok) => {
      expect(validateContact(with_({ name })).name === undefined).toBe(ok);
    });
  });

  describe('email: a valid address', () => {
    it.each(emailCases)('%j valid: %s', (email, ok) => {
      expect(validateContact(with_({ email })).email === undefined).toBe(ok);
    });
  });

  describe('company: at least 1 character after trimming', () => {
    it.each([
      ['', false],
      ['    ', false],
      ['\u00a0\u2003', false], // no-break and em spaces are whitespace too
      ['X', true],
      ['Bürsten & Besen Zürich', true],
      ['<script>alert(1)</script>', true], // plain text: accepted as typed, never rendered as HTML
      ['x'.repeat(200), true],
      ['x'.repeat(201), false],
    ])('%j valid: %s', (company, ok) => {
      expect(validateContact(with_({ company })).company === undefined).toBe(ok);
    });
  });

  describe('message: 10 to 10,000 characters after trimming', () => {
    it.each([
      ['123456789', false],
      ['1234567890', true],
      ['   123456789   ', false],
      [' '.repeat(50), false],
      ['\n'.repeat(20), false],
      ['🧹'.repeat(9), false], // 18 code units, 9 characters
      ['🧹'.repeat(10), true],
      ['x'.repeat(10_000), true],
      ['🪵'.repeat(10_000), true], // 20,000 code units, 10,000 characters
      [` ${'x'.repeat(10_000)}\n`, true],
      ['x'.repeat(10_001), false],
      ['\u202eevil text reversed\u202c', true],
    ])('%j valid: %s', (message, ok) => {
      expect(validateContact(with_({ message })).message === undefined).toBe(ok);
    });
  });

  it('accepts hostile but legitimate text in every field without touching it', () => {
    const hostile: ContactValues = {
      name: 'Zoë 🧹 Ñúñez-Müller \u202eLTR',
      email: 'zoe@example.ch',
      company: '<script>alert(1)</script>',
      message: `<img src=x onerror=alert(1)> ${'ä🪵'.repeat(4_900)}`,
    };
    const copy = structuredClone(hostile);
    expect(validateContact(hostile)).toEqual({});
    expect(hostile).toEqual(copy);
  });

  it('says which field is too long, with its own message, rather than refusing the send later', () => {
    const long = 'x'.repeat(20_000);
    expect(ids({ name: long, email: `${long}@example.ch`, company: long, message: long })).toEqual({
      name: 'contact.form.validation.nameMax',
      email: 'contact.form.validation.emailInvalid',
      company: 'contact.form.validation.companyMax',
      message: 'contact.form.validation.messageMax',
    });
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(i18n._(contactMessages.messageMax)).toBe('Message must be at most 10000 characters');
  });

  it('reports only the first problem of a field', () => {
    expect(Object.keys(validateContact(with_({ email: '' })))).toEqual(['email']);
  });
});

describe('normalizeContact', () => {
  it('trims both ends and keeps everything else exactly', () => {
    expect(
      normalizeContact({
        name: '  Anna  ',
        email: ' anna@example.ch\n',
        company: '\t<b>Holz</b> ',
        message: '\n Line one\n\n  Line two  \n',
      }),
    ).toEqual({
      name: 'Anna',
      email: 'anna@example.ch',
      company: '<b>Holz</b>',
      message: 'Line one\n\n  Line two',
    });
  });
});

describe('the optional product family', () => {
  const families = ['recycled-brushes', 'dustpans'];

  it('accepts none, or one of the families the form offers', () => {
    expect(validateContact({ ...valid, product: '' }, families)).toEqual({});
    expect(validateContact({ ...valid, product: 'dustpans' }, families)).toEqual({});
    // A form that offers none has no such field: the value is not looked at.
    expect(validateContact({ ...valid, product: 'anything' })).toEqual({});
  });

  it('refuses a value the list does not hold, with its own message', () => {
    for (const product of ['Dustpans', 'brooms', ' dustpans', '../admin'])
      expect(validateContact({ ...valid, product }, families).product?.id, product).toBe(
        'contact.form.validation.productInvalid',
      );
  });

  it('is sent as chosen, and only by a form that offers it', () => {
    expect(normalizeContact({ ...valid, product: 'dustpans' }).product).toBe('dustpans');
    expect(normalizeContact({ ...valid, product: '' }).product).toBe('');
    expect('product' in normalizeContact(valid)).toBe(false);
  });
});

describe('the company, as the site configures it', () => {
  const noCompany = { ...valid, company: '' };

  it('is required by default, as on the brand’s site', () => {
    expect(ids(noCompany)).toEqual({ company: 'contact.form.validation.companyRequired' });
    expect(validateContact(noCompany, undefined, { company: 'required' }).company).toBe(
      contactMessages.companyRequired,
    );
  });

  it('may stay empty when optional, but keeps its upper limit', () => {
    expect(validateContact(noCompany, undefined, { company: 'optional' })).toEqual({});
    expect(validateContact({ ...valid, company: '   ' }, undefined, { company: 'optional' })).toEqual({});
    expect(
      validateContact({ ...valid, company: 'x'.repeat(201) }, undefined, { company: 'optional' }).company,
    ).toBe(contactMessages.companyMax);
  });

  it('is never checked when hidden, whatever it holds', () => {
    expect(validateContact(noCompany, undefined, { company: 'hidden' })).toEqual({});
    expect(
      validateContact({ ...valid, company: 'x'.repeat(500) }, ['dustpans'], { company: 'hidden' }),
    ).toEqual({});
  });

  it('still reports the other fields in each configuration', () => {
    for (const company of ['required', 'optional', 'hidden'] as const)
      expect(Object.keys(validateContact(emptyContactValues, undefined, { company }))).toEqual(
        company === 'required' ? ['name', 'email', 'company', 'message'] : ['name', 'email', 'message'],
      );
  });
});

describe('makeContactSchema and contactRules', () => {
  it('builds the schema of a configuration from the rules a partner can reuse', () => {
    expect(Object.keys(makeContactSchema().entries)).toEqual(['name', 'email', 'company', 'message']);
    expect(Object.keys(makeContactSchema({ company: 'hidden' }).entries)).toEqual([
      'name',
      'email',
      'message',
    ]);
    expect(makeContactSchema({ company: 'optional' }).entries.company).toBe(contactRules.companyOptional);
  });

  it('lets a partner add a rule of their own next to the library’s', () => {
    const schema = v.object({
      ...makeContactSchema({ company: 'hidden' }).entries,
      phone: v.pipe(v.string(), v.minLength(6)),
    });
    expect(v.safeParse(schema, { ...valid, phone: '+41 61' }).success).toBe(true);
    expect(v.safeParse(schema, { ...valid, name: 'A', phone: '+41 61' }).issues?.[0]?.message).toBe(
      'nameMin',
    );
  });
});
