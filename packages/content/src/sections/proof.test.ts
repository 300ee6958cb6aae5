import type { LinkContent } from '@brand/ui';
import { describe, expect, it } from 'vitest';
import { type Claim, type ClaimId, claims } from '../claims';
import { contentI18n, contentLocales } from '../contentI18n.fixture';
import { type ProofItem, proof, proofOf } from '../proof';
import { proofContent } from './proof';
import { claimEvidence, type EvidenceRef } from './proofLinks';
import { sustainabilityContent } from './sustainability';

const locales = contentLocales;
const i18nFor = contentI18n;

/** Every text of the page, as one string per item. */
const itemTexts = (content: ReturnType<typeof proofContent>) =>
  content.groups.flatMap((group) =>
    group.entries.map((entry) =>
      [
        entry.title,
        entry.note,
        ...entry.facts.flatMap((f) => [f.label, f.value]),
        ...(entry.links ?? []).map((l) => l.label),
      ].join(' | '),
    ),
  );

describe('the proof page', () => {
  it('shows every item of the register once, at its id, under its kind, in the register order', async () => {
    const content = proofContent(await i18nFor('en'));
    const shown = content.groups.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(shown.toSorted()).toEqual(Object.keys(proof).toSorted());
    const certificates = content.groups.find((group) => group.id === 'certificate');
    expect(certificates?.entries.map((entry) => entry.id)).toEqual([
      'fsc-coc',
      'pefc-coc',
      'iso-9001',
      'iso-14001',
    ]);
    expect(content.groups.map((group) => group.id)).toEqual([
      'certificate',
      'social-audit',
      'due-diligence',
      'sales-contact',
      'reference',
      'trade-fair',
    ]);
  });

  it('writes dates, countries, languages and product families in the reader’s language', async () => {
    const de = itemTexts(proofContent(await i18nFor('de'))).join('\n');
    expect(de).toContain('31. Dezember 2030');
    expect(de).toContain('Schweiz, Frankreich, Sri Lanka');
    expect(de).toContain('Deutsch, Englisch');
    // A value is a list, not a phrase: no «und Schweiz» without its article (round 7).
    expect(de).toContain('Deutschland, Österreich, Schweiz');
    expect(de).toContain('Bürsten aus Recyclingkunststoff');
    expect(de).toContain('Halle 0, Stand A00');
    const fr = itemTexts(proofContent(await i18nFor('fr'))).join('\n');
    expect(fr).toContain('31 décembre 2030');
    expect(fr).toContain('Francfort-sur-le-Main');
    const en = itemTexts(proofContent(await i18nFor('en'))).join('\n');
    expect(en).toContain('31 December 2030');
    expect(en).toContain('A private-label range of 40 products: recycled-plastic brushes and dustpans');
  });

  it('prints no English in another language: each text differs from the English one, but the register’s own data', async () => {
    const texts = (content: ReturnType<typeof proofContent>) =>
      content.groups.flatMap((group) => [
        group.title,
        group.intro ?? '',
        ...group.entries.flatMap((entry) => [
          entry.title,
          entry.note ?? '',
          ...entry.facts.flatMap((fact) => [fact.label, fact.value]),
          ...(entry.links ?? []).map((link) => link.label),
        ]),
      ]);
    const english = texts(proofContent(await i18nFor('en')));
    // Codes, names, numbers and addresses as the register holds them are the same in every language.
    const data = JSON.stringify(proof);
    // The same word in both languages (allow-identical.json says why).
    const same: Record<string, readonly string[]> = {
      de: ['Standard'],
      it: ['Standard'],
      fr: ['Hall 0, stand A00'],
    };
    for (const locale of locales.filter((locale) => locale !== 'en')) {
      const local = texts(proofContent(await i18nFor(locale)));
      expect(local.length, locale).toBe(english.length);
      const untranslated = english.filter(
        (text, index) =>
          /\p{L}/u.test(text) &&
          text === local[index] &&
          !data.includes(`"${text}"`) &&
          !same[locale]?.includes(text),
      );
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('marks each unconfirmed item as a sample, and a confirmed one not', async () => {
    const i18n = await i18nFor('it');
    const content = proofContent(i18n);
    for (const entry of content.groups.flatMap((group) => group.entries))
      expect(entry.note, entry.id).toBe('Dato fittizio: non ancora confermato dall’azienda');
    const confirmed: Record<string, ProofItem> = { 'fsc-coc': { ...proof['fsc-coc'], confirmed: true } };
    const [entry] = proofContent(i18n, confirmed).groups.flatMap((group) => group.entries);
    expect(entry?.note).toBeUndefined();
  });

  it('links each item to the claims it supports, each shown in full on the sustainability page, in five languages', async () => {
    for (const locale of locales) {
      const i18n = await i18nFor(locale);
      const anchors = new Set(
        sustainabilityContent(i18n).pillars.flatMap((pillar) =>
          (pillar.claims ?? []).map((claim) => claim.id),
        ),
      );
      const links = proofContent(i18n).groups.flatMap((group) =>
        group.entries.flatMap((entry) => entry.links ?? []),
      );
      expect(links.length, locale).toBe(
        Object.values(proof).reduce((n, item: ProofItem) => n + (item.proves?.length ?? 0), 0),
      );
      for (const link of links) {
        const [path, anchor] = link.href.split('#');
        expect(path, link.href).toBe('/sustainability');
        expect(anchors.has(anchor as string), `${locale}: ${link.href}`).toBe(true);
      }
      // One name per claim proved: the links name the claim, not the item.
      const proved = new Set(Object.values(proof).flatMap((item: ProofItem) => item.proves ?? []));
      expect(new Set(links.map((link) => link.label)).size, locale).toBe(proved.size);
    }
  });

  it('writes the first of a month as French and Italian do: "1er janvier", "1° gennaio"', async () => {
    const fr = itemTexts(proofContent(await i18nFor('fr'))).join('\n');
    const italian = itemTexts(proofContent(await i18nFor('it'))).join('\n');
    expect(fr).toContain('1er janvier 2026');
    expect(italian).toContain('1° gennaio 2026');
    expect(fr).not.toMatch(/(^|\s)1 janvier/);
  });

  it('links a claim only to proof that covers it: every site of the claim is a site the certificate covers', () => {
    const gaps = Object.entries(proof as Record<string, ProofItem>).flatMap(([id, item]) =>
      (item.proves ?? []).flatMap((claim) => {
        const covered: readonly string[] = 'sites' in item ? item.sites : [];
        return ((claims as Record<ClaimId, Claim>)[claim].scope.sites ?? [])
          .filter((site) => !covered.includes(site))
          .map((site) => `${id} proves ${claim}, which covers ${site}; the item does not`);
      }),
    );
    expect(gaps).toEqual([]);
  });

  it('gives a phone number and an address as links a phone can dial and a mail program can open', async () => {
    const content = proofContent(await i18nFor('en'));
    const contact = content.groups.find((group) => group.id === 'sales-contact')?.entries[0];
    expect(contact?.facts.map((fact) => fact.href).filter(Boolean)).toEqual([
      'tel:+41610000001',
      'mailto:anna.muster@example.ch',
    ]);
  });

  it('each claim on the sustainability page links to the certificates and statements that prove it, in five languages', async () => {
    for (const locale of locales) {
      const i18n = await i18nFor(locale);
      const anchors = new Set(
        proofContent(i18n).groups.flatMap((group) => group.entries.map((entry) => entry.id)),
      );
      const claims = sustainabilityContent(i18n).pillars.flatMap((pillar) => pillar.claims ?? []);
      const byClaim: Record<string, readonly LinkContent[]> = Object.fromEntries(
        claims.map((claim) => [claim.id, claim.evidence ?? []]),
      );
      expect(
        byClaim['claim-certified-wood']?.map((link) => link.href),
        locale,
      ).toEqual(['/proof#fsc-coc', '/proof#pefc-coc']);
      expect(
        byClaim['claim-eudr-information']?.map((link) => link.href),
        locale,
      ).toEqual(['/proof#due-diligence']);
      for (const link of Object.values(byClaim).flat()) {
        expect(anchors.has(link.href.replace('/proof#', '')), `${locale}: ${link.href}`).toBe(true);
        expect(link.label, link.href).not.toBe('');
      }
    }
  });

  it('the claims’ evidence links are the register’s: each certificate and statement that proves a claim, named as it is', () => {
    for (const claim of Object.keys(claims) as ClaimId[]) {
      const expected = proofOf(claim).flatMap((id): EvidenceRef[] => {
        const item = proof[id as keyof typeof proof] as ProofItem;
        if (item.kind === 'certificate') return [{ id, scheme: item.scheme }];
        if (item.kind === 'dueDiligence') return [{ id, year: item.year }];
        return [];
      });
      expect(claimEvidence[claim] ?? [], claim).toEqual(expected);
    }
  });
});
