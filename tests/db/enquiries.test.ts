/**
 * The enquiries migrations (site/supabase/migrations/*_enquiries*.sql) on a real Postgres (PGlite): the
 * public submits only through submit_enquiry, which applies the contact form's rules, refuses control and
 * direction characters and a fourth enquiry from one sender (the address normalised) within 10 minutes,
 * and holds — never refuses — what arrives beyond 30 in all; only admins read enquiries and change their
 * status; nobody edits their text; purge_enquiries keeps 12 months.
 * Every refusal is checked as the role that would meet it. Run: pnpm test:db
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openDatabase, purgeEnquiries } from '../../site/local-supabase/database.ts';
import {
  expectCommented,
  permissionDenied,
  refusesWith,
  runAs,
  validEnquiry as valid,
  type Who,
} from './harness.ts';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const MEMBER = 'b0000000-0000-4000-8000-000000000002';

let db: PGlite;
const as = runAs(() => db);
const refuses = refusesWith(as);

type Enquiry = {
  name: string;
  email: string;
  company: string;
  message: string;
  product?: string | null;
  language?: string | null;
};

/** submit_enquiry as PostgREST calls it for POST /rest/v1/rpc/submit_enquiry: named arguments from the body. */
const submit = (tx: Transaction, enquiry: Enquiry) =>
  tx.query(
    `select public.submit_enquiry(name => $1, email => $2, company => $3, message => $4, product => $5, language => $6)`,
    [
      enquiry.name,
      enquiry.email,
      enquiry.company,
      enquiry.message,
      enquiry.product ?? null,
      enquiry.language ?? 'en',
    ],
  );

/** Enquiries as the owner sees them, newest first. */
const stored = async (tx: Transaction) => {
  await tx.exec('reset role');
  const { rows } = await tx.query<Record<string, unknown>>(
    `select name, email, company, message, product, language, status::text, held from public.enquiries
     order by received_at desc, name`,
  );
  return rows;
};

/** As the superuser: enquiries received `ago` (an interval) before now, from `email`. */
const receivedBefore = (tx: Transaction, count: number, ago: string, email = 'earlier@example.com') =>
  tx.query(
    `insert into public.enquiries (name, email, company, message, language, received_at)
     select 'Earlier sender', $1, 'Earlier AG', 'An enquiry from before the test.', 'en', now() - $2::interval
     from generate_series(1, $3)`,
    [email, ago, count],
  );

const checkViolation = (constraint: string) => ({ code: '23514', constraint });
const tooMany = { code: 'PT429' };

before(async () => {
  ({ db } = await openDatabase());
  await db.query(
    `insert into auth.users (id, email) values ($1, 'admin@example.com'), ($2, 'member@example.com')`,
    [ADMIN, MEMBER],
  );
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'user')`, [
    ADMIN,
    MEMBER,
  ]);
});

after(async () => {
  await db?.close();
});

describe('submitting (anon, as the contact form does)', () => {
  test('stores the enquiry trimmed, as new, with its product family and language', async () => {
    await as('anon', async (tx) => {
      await submit(tx, {
        ...valid,
        name: `  ${valid.name}\n`,
        email: ` ${valid.email} `,
        message: `\t${valid.message}  `,
      });
      assert.deepEqual(await stored(tx), [
        {
          name: valid.name,
          email: valid.email,
          company: valid.company,
          message: valid.message,
          product: 'natural-brushes',
          language: 'de',
          status: 'new',
          held: false,
        },
      ]);
    });
  });

  test('answers what became of the enquiry: new (the site e-mails the sales mailbox)', async () => {
    await as('anon', async (tx) => {
      const { rows } = await submit(tx, valid);
      assert.deepEqual(rows, [{ submit_enquiry: 'new' }]);
    });
  });

  test('an empty or missing product family is stored as none; a missing language as English', async () => {
    for (const product of ['', '  ', null])
      await as('anon', async (tx) => {
        await submit(tx, { ...valid, product, language: null });
        assert.deepEqual(
          (await stored(tx)).map(({ product, language }) => ({ product, language })),
          [{ product: null, language: 'en' }],
        );
      });
  });

  test('a signed-in user may submit too (the function is the one way in for everyone)', async () => {
    await as({ user: MEMBER }, async (tx) => {
      await submit(tx, valid);
      assert.equal((await stored(tx)).length, 1);
    });
  });

  test('accepts the limits: 2-character name, 1-character company, 10-character message, a 254-character address', async () => {
    const email = `${'a'.repeat(254 - '@example.ch'.length)}@example.ch`;
    await as('anon', async (tx) => {
      await submit(tx, { ...valid, name: 'Jo', company: 'X', message: 'Ten chars!', email });
      await submit(tx, {
        ...valid,
        email: 'zoe+brushes@sub.example-shop.co.uk',
        name: 'n'.repeat(800),
        company: 'c'.repeat(800),
        message: `${'🧹'.repeat(39_999)}!`,
      });
      assert.equal((await stored(tx)).length, 2);
    });
  });

  const refused: [string, Partial<Enquiry>, string][] = [
    ['a one-character name', { name: 'Z' }, 'enquiries_name_length'],
    ['a name of spaces', { name: '      ' }, 'enquiries_name_length'],
    ['a name over 800 characters', { name: 'n'.repeat(801) }, 'enquiries_name_length'],
    ['an empty company', { company: '' }, 'enquiries_company_length'],
    ['a company of spaces', { company: ' \t ' }, 'enquiries_company_length'],
    ['a company over 800 characters', { company: 'c'.repeat(801) }, 'enquiries_company_length'],
    [
      'a message under 10 characters after trimming',
      { message: '   Too short   ' },
      'enquiries_message_length',
    ],
    ['a message over 40,000 characters', { message: 'm'.repeat(40_001) }, 'enquiries_message_length'],
    ['an address without @', { email: 'zoe.example.ch' }, 'enquiries_email_shape'],
    ['an address without a top-level domain', { email: 'zoe@example' }, 'enquiries_email_shape'],
    ['an address with a space', { email: 'zoe mueller@example.ch' }, 'enquiries_email_shape'],
    ['an address with markup', { email: '<script>@example.ch' }, 'enquiries_email_shape'],
    [
      'an address with a line break',
      { email: 'zoe@example.ch\nBcc: all@example.com' },
      'enquiries_email_shape',
    ],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.ch` }, 'enquiries_email_shape'],
    ['an empty address', { email: '' }, 'enquiries_email_shape'],
    ['a product family in capitals', { product: 'Dustpans' }, 'enquiries_product_shape'],
    ['a product family with a path', { product: '../admin' }, 'enquiries_product_shape'],
    ['a product family with SQL', { product: "dustpans' or '1'='1" }, 'enquiries_product_shape'],
    ['a product family over 64 characters', { product: 'a'.repeat(65) }, 'enquiries_product_shape'],
    ['a language the site does not have', { language: 'ru' }, 'enquiries_language'],
    ['a language in capitals', { language: 'DE' }, 'enquiries_language'],
  ];
  for (const [label, change, constraint] of refused)
    test(`refuses ${label} (${constraint})`, async () => {
      await as('anon', (tx) =>
        assert.rejects(submit(tx, { ...valid, ...change }), checkViolation(constraint)),
      );
    });

  test('refuses a missing field: a null name, e-mail, company or message is not an enquiry', async () => {
    for (const field of ['name', 'email', 'company', 'message'] as const)
      await as('anon', (tx) =>
        assert.rejects(submit(tx, { ...valid, [field]: null as unknown as string }), { code: '23502' }),
      );
  });

  test('refuses the fourth enquiry from one sender within 10 minutes (any case of the address): PT429', async () => {
    const threeRecent = (tx: Transaction) => receivedBefore(tx, 3, '9 minutes', valid.email);
    await as(
      'anon',
      (tx) =>
        assert.rejects(submit(tx, { ...valid, email: valid.email.toUpperCase() }), {
          ...tooMany,
          message: /Too many enquiries from this sender/,
        }),
      threeRecent,
    );
    // Another address still gets through.
    await as('anon', (tx) => submit(tx, { ...valid, email: 'someone.else@example.com' }), threeRecent);
  });

  test('a +tag, and dots at Gmail, do not make another sender: e1+tag@, e.1@, E1@googlemail count as e1@gmail', async () => {
    const variants = async (tx: Transaction) => {
      for (const email of ['e1+tag@gmail.com', 'e.1@gmail.com', 'E1+x@googlemail.com'])
        await receivedBefore(tx, 1, '5 minutes', email);
    };
    for (const email of ['e1@gmail.com', 'e1+other@gmail.com', 'e...1@googlemail.com'])
      await as('anon', (tx) => assert.rejects(submit(tx, { ...valid, email }), tooMany), variants);
    // The +tag is dropped at every domain; dots elsewhere make another mailbox (john.smith@ is not johnsmith@).
    const atWork = async (tx: Transaction) => {
      for (const email of ['e1+a@example.ch', 'e1+b@example.ch', 'e1@example.ch'])
        await receivedBefore(tx, 1, '5 minutes', email);
    };
    await as(
      'anon',
      (tx) => assert.rejects(submit(tx, { ...valid, email: 'e1+c@example.ch' }), tooMany),
      atWork,
    );
    await as('anon', (tx) => submit(tx, { ...valid, email: 'e.1@example.ch' }), atWork);
  });

  test('enquiry_sender: the normalised sender of each address', async () => {
    const { rows } = await db.query<{ address: string; sender: string }>(
      `select address, public.enquiry_sender(address) as sender
       from unnest($1::text[]) with ordinality as a(address, n) order by n`,
      [
        [
          'Zoe.Mueller+Brushes@Example.CH',
          ' e.1+tag@GoogleMail.com ',
          'e1@gmail.com',
          'a.b@sub.gmail.com',
          '+x@example.ch',
        ],
      ],
    );
    assert.deepEqual(
      rows.map(({ sender }) => sender),
      ['zoe.mueller@example.ch', 'e1@gmail.com', 'e1@gmail.com', 'a.b@sub.gmail.com', '@example.ch'],
    );
  });

  test('lets the same address send again once its earlier enquiries are 10 minutes old', async () => {
    await as(
      'anon',
      async (tx) => {
        await submit(tx, valid);
        assert.equal((await stored(tx)).length, 4);
      },
      (tx) => receivedBefore(tx, 3, '10 minutes 1 second', valid.email),
    );
  });

  test('beyond 30 enquiries within 10 minutes in all, the next is stored held, not refused', async () => {
    const fromStrangers = (count: number) => async (tx: Transaction) => {
      for (let i = 0; i < count; i += 1) await receivedBefore(tx, 1, '5 minutes', `sender${i}@example.com`);
    };
    await as(
      'anon',
      async (tx) => {
        assert.deepEqual((await submit(tx, valid)).rows, [{ submit_enquiry: 'held' }]);
        assert.deepEqual((await stored(tx))[0], {
          ...valid,
          status: 'new',
          held: true,
        });
      },
      fromStrangers(30),
    );
    await as(
      'anon',
      async (tx) => {
        assert.deepEqual((await submit(tx, valid)).rows, [{ submit_enquiry: 'new' }]);
        assert.equal((await stored(tx))[0]?.held, false);
      },
      fromStrangers(29),
    );
  });

  test('holds an advisory lock on the sender until the transaction ends, so one sender is counted in turn', async () => {
    // PGlite has one connection: simultaneous submits cannot be raced here, so the lock that makes them
    // count one after the other is checked where Postgres shows it, in pg_locks, while the call's
    // transaction is still open.
    await as('anon', async (tx) => {
      await submit(tx, { ...valid, email: 'Zoe.Mueller+quote@Example.CH' });
      await tx.exec('reset role');
      const { rows } = await tx.query(
        `select classid::bigint = (hashtext('public.submit_enquiry')::bigint & 4294967295) as on_submit,
                objid::bigint = (hashtext($1)::bigint & 4294967295) as on_sender,
                granted
         from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
        // The sender as public.enquiry_sender normalises the address: lower case, no +tag.
        ['zoe.mueller@example.ch'],
      );
      assert.deepEqual(rows, [{ on_submit: true, on_sender: true, granted: true }]);
    });
  });

  test('a flood of 60 made-up senders refuses none of them, and the buyer after them is stored (held)', async () => {
    await as('anon', async (tx) => {
      const answers: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const { rows } = await submit(tx, { ...valid, email: `e${i}@flood.example`, name: `Flood ${i}` });
        answers.push((rows[0] as { submit_enquiry: string }).submit_enquiry);
      }
      assert.deepEqual(answers, [...Array(30).fill('new'), ...Array(30).fill('held')]);
      const { rows } = await submit(tx, valid);
      assert.deepEqual(rows, [{ submit_enquiry: 'held' }]);
      const buyer = (await stored(tx)).filter((row) => row.email === valid.email);
      assert.deepEqual(buyer, [{ ...valid, status: 'new', held: true }]);
    });
  });

  const controls: [string, string][] = [
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
    ['U+0085 (next line)', '\u0085'],
    ['U+009B (control sequence introducer)', '\u009b'],
    ['U+202E (right-to-left override: "gnp.exe")', '\u202e'],
    ['U+202A (left-to-right embedding)', '\u202a'],
    ['U+2066 (left-to-right isolate)', '\u2066'],
    ['U+2069 (pop directional isolate)', '\u2069'],
  ];
  for (const [label, char] of controls)
    test(`refuses ${label} in the name, the company and the message (23514 enquiries_<field>_plain)`, async () => {
      for (const field of ['name', 'company', 'message'] as const)
        await as('anon', (tx) =>
          assert.rejects(
            submit(tx, { ...valid, [field]: `${valid[field]} ${char}x` }),
            checkViolation(`enquiries_${field}_plain`),
          ),
        );
    });

  test('trims Unicode white space too: a name of two no-break spaces is empty, refused', async () => {
    // btrim alone trims ASCII white space: two U+00A0 were stored as a name.
    await as('anon', (tx) =>
      assert.rejects(submit(tx, { ...valid, name: '\u00a0\u00a0' }), checkViolation('enquiries_name_length')),
    );
    await as('anon', async (tx) => {
      const spaces = '\u00a0\u2003\u200b\u202f\u205f\u3000\ufeff\u1680';
      await submit(tx, {
        ...valid,
        name: `${spaces}${valid.name}${spaces}`,
        company: `\u3000${valid.company}\u00a0`,
      });
      const [row] = await stored(tx);
      assert.deepEqual([row?.name, row?.company], [valid.name, valid.company]);
    });
  });

  const marks: [string, string][] = [
    ['U+200E (left-to-right mark)', '\u200e'],
    ['U+200F (right-to-left mark)', '\u200f'],
    ['U+061C (Arabic letter mark)', '\u061c'],
    ['U+2028 (line separator)', '\u2028'],
    ['U+2029 (paragraph separator)', '\u2029'],
  ];
  for (const [label, char] of marks)
    test(`refuses ${label} inside the name and the company; the message keeps it`, async () => {
      for (const field of ['name', 'company'] as const)
        await as('anon', (tx) =>
          assert.rejects(
            submit(tx, { ...valid, [field]: `${valid[field]} ${char}x` }),
            checkViolation(`enquiries_${field}_plain`),
          ),
        );
      await as('anon', async (tx) => {
        const message = `${valid.message} ${char}x`;
        await submit(tx, { ...valid, message });
        assert.equal((await stored(tx))[0]?.message, message);
      });
    });

  test('a tab in the name is refused; tabs and line breaks in the message are text, kept', async () => {
    await as('anon', (tx) =>
      assert.rejects(submit(tx, { ...valid, name: 'Zoë\tMüller' }), checkViolation('enquiries_name_plain')),
    );
    await as('anon', async (tx) => {
      const message = 'Line 1\twith a tab\r\nLine 2\nLine 3 — café 🧹 \u200e(a left-to-right mark is text)';
      await submit(tx, { ...valid, message });
      assert.equal((await stored(tx))[0]?.message, message);
    });
  });

  test('a burst of submits in one go stores three and refuses the rest', async () => {
    await as('anon', async (tx) => {
      const results: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        await tx.exec('savepoint burst');
        try {
          await submit(tx, { ...valid, message: `${valid.message} (${i})` });
          results.push('stored');
        } catch (error) {
          await tx.exec('rollback to savepoint burst');
          results.push((error as { code?: string }).code ?? 'error');
        }
      }
      assert.deepEqual(results, ['stored', 'stored', 'stored', 'PT429', 'PT429', 'PT429']);
    });
  });
});

/** The quote fields a private-label buyer states (docs/adr/0069), by their parameter names. */
type Quote = {
  quantity?: number | null;
  quantity_unit?: string | null;
  delivery_date?: string | null;
  destination?: string | null;
  packaging?: string | null;
  target_price?: number | string | null;
  price_currency?: string | null;
};

const quote: Required<Quote> = {
  quantity: 20000,
  quantity_unit: 'pallets',
  delivery_date: '2027-03-15',
  destination: 'Deutschland',
  packaging: 'Retail-ready, EAN barcode on each piece',
  target_price: '1.20',
  price_currency: 'CHF',
};

/** submit_enquiry with the quote fields as named arguments, as the site sends them since issue 37. */
const submitQuote = (tx: Transaction, fields: Quote) => {
  const names = Object.keys(fields);
  const named = names.map((name, i) => `, ${name} => $${i + 7}`).join('');
  return tx.query(
    `select public.submit_enquiry(name => $1, email => $2, company => $3, message => $4, product => $5, language => $6${named})`,
    [
      valid.name,
      valid.email,
      valid.company,
      valid.message,
      valid.product,
      valid.language,
      ...Object.values(fields),
    ],
  );
};

/** The quote columns of the newest enquiry, as the owner sees them. */
const storedQuote = async (tx: Transaction) => {
  await tx.exec('reset role');
  const { rows } = await tx.query<Record<string, unknown>>(
    `select quantity, quantity_unit, delivery_date::text, destination, packaging, target_price::text, price_currency
     from public.enquiries order by received_at desc limit 1`,
  );
  return rows[0];
};

describe("a quote request: the buyer's optional fields (docs/adr/0069)", () => {
  test('stores quantity and unit, delivery date, destination, packaging and target price, trimmed', async () => {
    await as('anon', async (tx) => {
      await submitQuote(tx, {
        ...quote,
        destination: ' Deutschland\u00a0',
        packaging: `\n${quote.packaging} `,
      });
      assert.deepEqual(await storedQuote(tx), quote);
    });
  });

  test('an old call with the six parameters still stores its enquiry, every quote field null', async () => {
    await as('anon', async (tx) => {
      assert.deepEqual((await submit(tx, valid)).rows, [{ submit_enquiry: 'new' }]);
      assert.deepEqual(await storedQuote(tx), {
        quantity: null,
        quantity_unit: null,
        delivery_date: null,
        destination: null,
        packaging: null,
        target_price: null,
        price_currency: null,
      });
    });
  });

  test('a quantity without a unit counts pieces, a price without a currency is in EUR; blank text is none', async () => {
    await as('anon', async (tx) => {
      await submitQuote(tx, { quantity: 500, target_price: 2.5, destination: '  ', packaging: '' });
      assert.deepEqual(await storedQuote(tx), {
        quantity: 500,
        quantity_unit: 'pieces',
        delivery_date: null,
        destination: null,
        packaging: null,
        target_price: '2.50',
        price_currency: 'EUR',
      });
    });
  });

  test('a unit without a quantity or a currency without a price says nothing: both stored null', async () => {
    await as('anon', async (tx) => {
      await submitQuote(tx, { quantity_unit: 'cartons', price_currency: 'USD' });
      const row = await storedQuote(tx);
      assert.equal(row?.quantity_unit, null);
      assert.equal(row?.price_currency, null);
    });
  });

  test('accepts the bounds: 1 and 100 000 000 pieces, a price of 0.01 and 1 000 000', async () => {
    for (const [quantity, target_price] of [
      [1, '0.01'],
      [100_000_000, '1000000.00'],
    ] as const)
      await as('anon', async (tx) => {
        await submitQuote(tx, { quantity, target_price });
        const row = await storedQuote(tx);
        assert.equal(row?.quantity, quantity);
        assert.equal(row?.target_price, target_price);
      });
  });

  const refusals: [string, Quote, string][] = [
    ['no pieces', { quantity: 0 }, 'enquiries_quantity_range'],
    ['a negative quantity', { quantity: -5 }, 'enquiries_quantity_range'],
    ['more than 100 000 000', { quantity: 100_000_001 }, 'enquiries_quantity_range'],
    ['a unit not on the list', { quantity: 10, quantity_unit: 'litres' }, 'enquiries_quantity_unit'],
    ['a date no buyer means', { delivery_date: '1999-12-31' }, 'enquiries_delivery_date_range'],
    ['a date a century away', { delivery_date: '2101-01-01' }, 'enquiries_delivery_date_range'],
    ['a destination of 401 code points', { destination: 'x'.repeat(401) }, 'enquiries_destination_length'],
    ['packaging of 8 001 code points', { packaging: 'x'.repeat(8001) }, 'enquiries_packaging_length'],
    ['a price of nothing', { target_price: 0 }, 'enquiries_target_price_range'],
    ['a negative price', { target_price: -1 }, 'enquiries_target_price_range'],
    ['a price above 1 000 000', { target_price: 1_000_000.01 }, 'enquiries_target_price_range'],
    ['a currency not on the list', { target_price: 1, price_currency: 'GBP' }, 'enquiries_price_currency'],
    [
      'a direction mark in the destination',
      { destination: 'Deutsch\u200eland' },
      'enquiries_destination_plain',
    ],
    ['a bidi override in the packaging', { packaging: 'EAN \u202e13' }, 'enquiries_packaging_plain'],
  ];
  for (const [what, fields, constraint] of refusals)
    test(`refuses ${what} (${constraint})`, async () => {
      await as('anon', (tx) => assert.rejects(submitQuote(tx, fields), checkViolation(constraint)));
    });

  test('line breaks in the packaging wishes are text, kept', async () => {
    await as('anon', async (tx) => {
      await submitQuote(tx, { packaging: 'Retail-ready\nEAN-13 on each piece' });
      assert.equal((await storedQuote(tx))?.packaging, 'Retail-ready\nEAN-13 on each piece');
    });
  });

  test('the table refuses a quantity without a unit and a price without a currency, even from the owner', async () => {
    for (const [alone, check] of [
      ['quantity', 'enquiries_quantity_unit_given'],
      ['target_price', 'enquiries_price_currency_given'],
    ] as const)
      await as('service_role', async (tx) => {
        await assert.rejects(
          tx.query(
            `insert into public.enquiries (name, email, company, message, language, ${alone})
             values ('Jo', 'jo@example.ch', 'X', 'Ten chars!', 'en', 5)`,
          ),
          checkViolation(check),
        );
      });
  });
});

describe('reading and changing enquiries', () => {
  const seed = (tx: Transaction) =>
    tx.query(
      `insert into public.enquiries (id, name, email, company, message, product, language, received_at) values
       ('e0000000-0000-4000-8000-000000000001', 'First', 'first@example.com', 'A AG', 'The first message.', null, 'en', now() - interval '2 days'),
       ('e0000000-0000-4000-8000-000000000002', 'Second', 'second@example.com', 'B AG', 'The second message.', 'dustpans', 'fr', now() - interval '1 day')`,
    );
  const first = 'e0000000-0000-4000-8000-000000000001';
  const list = `select name, status::text from public.enquiries order by received_at desc`;

  test('an admin reads every enquiry, newest first, as the inbox asks for them', async () => {
    const { rows } = await as({ user: ADMIN }, (tx) => tx.query(list), seed);
    assert.deepEqual(rows, [
      { name: 'Second', status: 'new' },
      { name: 'First', status: 'new' },
    ]);
  });

  test('an admin marks an enquiry answered when its page is full (the sender index is written anew)', async () => {
    // With its page full the new row version goes to another page, and the index on
    // enquiry_sender(email) is computed as the admin: without EXECUTE on it the update was refused
    // ("permission denied for function enquiry_sender").
    const full = (tx: Transaction) =>
      tx.query(
        `insert into public.enquiries (name, email, company, message, language)
         select 'Sender ' || i, 'sender' || i || '@example.com', 'A AG', repeat('A full page. ', 20), 'en'
         from generate_series(1, 80) i`,
      );
    await as(
      { user: ADMIN },
      async (tx) => {
        const { rows } = await tx.query<{ page: string }>(
          `update public.enquiries set status = 'answered' where email = 'sender1@example.com'
           returning (ctid::text::point)[0]::text as page`,
        );
        assert.equal(rows.length, 1);
        assert.notEqual(rows[0]?.page, '0', 'the new version left the full first page');
      },
      full,
    );
  });

  test('anon reads nothing: it holds no privilege on the table at all', async () => {
    await refuses('anon', list, permissionDenied('enquiries'), [], seed);
    await refuses('anon', `select count(*) from public.enquiries`, permissionDenied('enquiries'), [], seed);
  });

  test('a signed-in user who is not an admin sees no enquiry', async () => {
    const { rows } = await as({ user: MEMBER }, (tx) => tx.query(list), seed);
    assert.deepEqual(rows, []);
  });

  test('an admin marks an enquiry answered, and back to new', async () => {
    await as(
      { user: ADMIN },
      async (tx) => {
        const set = `update public.enquiries set status = $1 where id = $2`;
        assert.equal((await tx.query(set, ['answered', first])).affectedRows, 1);
        assert.deepEqual((await tx.query(list)).rows, [
          { name: 'Second', status: 'new' },
          { name: 'First', status: 'answered' },
        ]);
        assert.equal((await tx.query(set, ['new', first])).affectedRows, 1);
        await assert.rejects(tx.query(set, ['deleted', first]), { code: '22P02' });
      },
      seed,
    );
  });

  test('a signed-in user who is not an admin changes no status', async () => {
    await as(
      { user: MEMBER },
      async (tx) => {
        const { affectedRows } = await tx.query(`update public.enquiries set status = 'answered'`);
        assert.equal(affectedRows, 0);
      },
      seed,
    );
  });

  test('anon changes no status: no update privilege', async () => {
    await refuses(
      'anon',
      `update public.enquiries set status = 'answered'`,
      permissionDenied('enquiries'),
      [],
      seed,
    );
  });

  for (const column of [
    'name',
    'email',
    'company',
    'message',
    'product',
    'language',
    'received_at',
    'id',
    'held',
  ])
    test(`nobody edits an enquiry's ${column}, not even an admin: no update privilege on the column`, async () => {
      const value =
        column === 'received_at'
          ? 'now()'
          : column === 'id'
            ? 'gen_random_uuid()'
            : column === 'held'
              ? 'not held'
              : `'changed'`;
      for (const who of [{ user: ADMIN }, { user: MEMBER }, 'anon'] satisfies Who[])
        await refuses(
          who,
          `update public.enquiries set ${column} = ${value}`,
          permissionDenied('enquiries'),
          [],
          seed,
        );
    });

  test('nobody adds an enquiry directly, not even an admin: only submit_enquiry inserts', async () => {
    const insert = `insert into public.enquiries (name, email, company, message, language)
      values ('Forged', 'forged@example.com', 'Forged AG', 'Inserted past the function.', 'en')`;
    for (const who of [{ user: ADMIN }, { user: MEMBER }, 'anon'] satisfies Who[])
      await refuses(who, insert, permissionDenied('enquiries'));
  });

  test('nobody deletes an enquiry through the API, not even an admin: the purge does that', async () => {
    for (const who of [{ user: ADMIN }, { user: MEMBER }, 'anon'] satisfies Who[]) {
      await refuses(who, `delete from public.enquiries`, permissionDenied('enquiries'), [], seed);
      await refuses(who, `truncate public.enquiries`, permissionDenied('enquiries'), [], seed);
    }
  });

  test('the service role reads, adds, changes and removes enquiries (maintenance)', async () => {
    await as(
      'service_role',
      async (tx) => {
        assert.equal((await tx.query(list)).rows.length, 2);
        assert.equal(
          (await tx.query(`update public.enquiries set message = 'Corrected text.'`)).affectedRows,
          2,
        );
        assert.equal((await tx.query(`delete from public.enquiries where id = $1`, [first])).affectedRows, 1);
      },
      seed,
    );
  });

  test('only the status column is open to authenticated, and only for update', async () => {
    const { rows } = await db.query(
      `select attname, attacl::text[] as acl from pg_attribute
       where attrelid = 'public.enquiries'::regclass and attacl is not null order by attname`,
    );
    assert.deepEqual(rows, [{ attname: 'status', acl: ['authenticated=w/supabase_postgres'] }]);
  });
});

describe('retention: purge_enquiries', () => {
  test('deletes what was received more than 12 months ago and keeps the rest', async () => {
    await db.transaction(async (tx) => {
      await receivedBefore(tx, 2, '12 months 1 day', 'old@example.com');
      await receivedBefore(tx, 1, '11 months 29 days', 'recent@example.com');
      await tx.exec('set local role supabase_postgres');
      assert.deepEqual((await tx.query('select public.purge_enquiries() as purged')).rows, [{ purged: 2 }]);
      assert.deepEqual((await tx.query('select email from public.enquiries')).rows, [
        { email: 'recent@example.com' },
      ]);
      await tx.rollback();
    });
  });

  test('the local backend runs it as the owner (as pg_cron does on Supabase)', async () => {
    await db.query(
      `insert into public.enquiries (name, email, company, message, language, received_at)
       values ('Old', 'old@example.com', 'Old AG', 'From more than a year ago.', 'en', now() - interval '13 months')`,
    );
    assert.equal(await purgeEnquiries(db), 1);
    assert.equal(await purgeEnquiries(db), 0);
  });

  test('no API role may call it', async () => {
    for (const who of ['anon', { user: ADMIN }, 'service_role'] satisfies Who[])
      await refuses(who, 'select public.purge_enquiries()', permissionDenied('purge_enquiries', 'function'));
  });
});

describe('the functions and their documentation', () => {
  test('submit_enquiry is security definer with an empty search_path; purge_enquiries runs as its caller', async () => {
    const { rows } = await db.query(
      `select proname, prosecdef, provolatile, proconfig from pg_proc
       where pronamespace = 'public'::regnamespace
         and proname in ('submit_enquiry', 'purge_enquiries', 'enquiry_sender')
       order by proname`,
    );
    assert.deepEqual(rows, [
      { proname: 'enquiry_sender', prosecdef: false, provolatile: 'i', proconfig: ['search_path=""'] },
      { proname: 'purge_enquiries', prosecdef: false, provolatile: 'v', proconfig: ['search_path=""'] },
      { proname: 'submit_enquiry', prosecdef: true, provolatile: 'v', proconfig: ['search_path=""'] },
    ]);
  });

  test('the table, its columns, the enum, the policies and the functions carry a comment', async () => {
    const commented = await expectCommented(
      db,
      `select 'enquiries' as object, obj_description('public.enquiries'::regclass, 'pg_class') as comment
       union all select 'enquiry_status', obj_description('public.enquiry_status'::regtype, 'pg_type')
       union all select 'submit_enquiry', obj_description('public.submit_enquiry(text, text, text, text, text, text, integer, text, date, text, text, numeric, text)'::regprocedure, 'pg_proc')
       union all select 'purge_enquiries', obj_description('public.purge_enquiries()'::regprocedure, 'pg_proc')
       union all select 'enquiry_sender', obj_description('public.enquiry_sender(text)'::regprocedure, 'pg_proc')
       union all select 'column ' || attname, col_description(attrelid, attnum) from pg_attribute
         where attrelid = 'public.enquiries'::regclass and attnum > 0 and attname <> 'id' and not attisdropped
       union all select 'policy ' || polname, obj_description(oid, 'pg_policy') from pg_policy
         where polrelid = 'public.enquiries'::regclass`,
    );
    assert.equal(commented, 23);
  });
});
