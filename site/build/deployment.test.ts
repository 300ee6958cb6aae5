import { describe, expect, it } from 'vitest';
import { claims } from '../../packages/content/src/claims';
import { unconfirmedFacts } from '../../packages/content/src/facts';
import { proof, proofOf } from '../../packages/content/src/proof';
import {
  checkClaims,
  checkCompanyFacts,
  checkProof,
  isDeploymentUrl,
  UnconfirmedClaimsError,
  UnconfirmedFactsError,
  UnconfirmedProofError,
} from './deployment';
import { defaultSiteUrl, parseSiteEnv } from './env';

const supabase = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123',
};

describe('which backend a build talks to', () => {
  it('a local build (no VITE_SITE_URL, or a local or example one) talks to the local backend', () => {
    for (const siteUrl of [
      undefined,
      'http://localhost:4321',
      'http://127.0.0.1:8080',
      'http://brushes.localhost',
      'https://www.example.ch',
      'https://example.com/brushes',
      'https://shop.example',
      'https://staging.test',
    ])
      expect(parseSiteEnv({ VITE_SITE_URL: siteUrl }).supabase, String(siteUrl)).toBeNull();
  });

  it('a build for a real address without Supabase fails, naming the variables to set', () => {
    for (const siteUrl of [
      'https://www.rhein-brush-wood.ch',
      'https://brushes.example.de',
      'http://192.0.2.10',
    ])
      expect(() => parseSiteEnv({ VITE_SITE_URL: siteUrl }), siteUrl).toThrow(
        /VITE_SITE_URL is a public address[^\n]+VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set[^\n]+Set them like: VITE_SUPABASE_URL=https:\/\/abcdefghijklmnop\.supabase\.co/,
      );
    expect(isDeploymentUrl('https://www.rhein-brush-wood.ch')).toBe(true);
  });

  it('a build for a real address with Supabase talks to the hosted project', () => {
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.rhein-brush-wood.ch', ...supabase }).supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'sb_publishable_abc123',
    });
  });

  it('never prints the values it was given', () => {
    try {
      parseSiteEnv({ VITE_SITE_URL: 'https://secret-staging.rhein-brush-wood.ch' });
    } catch (error) {
      expect(String(error)).not.toContain('secret-staging');
    }
    expect.assertions(1);
  });
});

describe('a build meant for deployment', () => {
  it('is one whose site address is public', () => {
    for (const url of ['https://www.rhein-brush-wood.ch', 'https://brushes.com/shop', 'http://203.0.113.9'])
      expect(isDeploymentUrl(url), url).toBe(true);
  });

  it('is not one for localhost, a loopback address or an example or test domain', () => {
    for (const url of [
      defaultSiteUrl,
      'http://127.0.0.1:4173',
      'http://[::1]:4321',
      'http://brand.localhost',
      'https://www.example.ch',
      'https://example.com',
      'https://shop.example.org',
      'https://site.test',
      'https://brushes.example',
    ])
      expect(isDeploymentUrl(url), url).toBe(false);
  });

  it('fails while a company fact is a sample, naming each with the value the pages would show', () => {
    const build = () => checkCompanyFacts('https://www.rhein-brush-wood.ch');
    expect(build).toThrow(UnconfirmedFactsError);
    expect(build).toThrow(`${unconfirmedFacts.length} company facts are still a sample value`);
    for (const fact of unconfirmedFacts) expect(build).toThrow(`\n- ${fact} (`);
    expect(build).toThrow('- phone ("+41 61 000 00 00")');
    expect(build).toThrow('- legal.uid ("CHE-000.000.000")');
    expect(build).toThrow('- processors.emailjs ({"name":"EmailJS Pte. Ltd."');
    expect(() => checkCompanyFacts('https://www.rhein-brush-wood.ch', ['phone'])).toThrow(
      /1 company fact is still a sample value[^\n]*\n- phone \("\+41 61 000 00 00"\)\nPut the registered values/,
    );
  });

  it('passes once every fact is confirmed', () => {
    expect(checkCompanyFacts('https://www.rhein-brush-wood.ch', [])).toBeUndefined();
  });
});

describe('a local build', () => {
  it('builds with the samples, warning with each of them', () => {
    const warning = checkCompanyFacts(defaultSiteUrl);
    expect(warning).toContain(`${unconfirmedFacts.length} company facts are still a sample value`);
    expect(warning).toContain('- legal.representatives ([{"name":"Anna Muster"');
    expect(checkCompanyFacts(defaultSiteUrl, [])).toBeUndefined();
  });
});

describe('the register of claims', () => {
  const confirmedRegister = Object.fromEntries(
    Object.entries(claims).map(([id, claim]) => [id, { ...claim, confirmed: true }]),
  );

  it('stops a deployment build while a claim shown on a page is unconfirmed, naming it and its pages', () => {
    const build = () => checkClaims('https://www.rhein-brush-wood.ch');
    expect(build).toThrow(UnconfirmedClaimsError);
    expect(build).toThrow(`${Object.keys(claims).length} claims shown on the pages lack confirmed evidence`);
    expect(build).toThrow('\n- offsetShipping (/sustainability, /faq)');
    expect(build).toThrow('\n- certifiedWood (/products, /sustainability, /about');
    const oneOpen = { ...confirmedRegister, replanting: { ...claims.forestRegeneration, confirmed: false } };
    expect(() => checkClaims('https://www.rhein-brush-wood.ch', oneOpen)).toThrow(
      /1 claim shown on the pages lacks confirmed evidence:\n- replanting \(\/sustainability, \/about, \/faq\)\nPut the evidence/,
    );
  });

  it('lets a local build through with a warning, and any build once every claim is confirmed', () => {
    expect(checkClaims(defaultSiteUrl)).toContain('- zeroLandfill (/sustainability, /manufacturing)');
    expect(checkClaims(defaultSiteUrl, confirmedRegister)).toBeUndefined();
    expect(checkClaims('https://www.rhein-brush-wood.ch', confirmedRegister)).toBeUndefined();
  });
});

describe('the register of proof', () => {
  const confirmedRegister = Object.fromEntries(
    Object.entries(proof).map(([id, item]) => [id, { ...item, confirmed: true }]),
  );

  it('stops a deployment build while an item of proof is a sample, naming it and its kind', () => {
    const build = () => checkProof('https://www.rhein-brush-wood.ch');
    expect(build).toThrow(UnconfirmedProofError);
    expect(build).toThrow(`${Object.keys(proof).length} items of proof are still a sample`);
    expect(build).toThrow('\n- fsc-coc (certificate)');
    expect(build).toThrow('\n- bsci-sri-lanka (socialAudit)');
    expect(build).toThrow('\n- sales-dach (salesContact)');
    const oneOpen = { ...confirmedRegister, 'smeta-france': { ...proof['smeta-france'], confirmed: false } };
    expect(() => checkProof('https://www.rhein-brush-wood.ch', oneOpen)).toThrow(
      /1 item of proof is still a sample that the proof page would publish:\n- smeta-france \(socialAudit\)\nPut/,
    );
  });

  it('lets a local build through with a warning, and any build once every item is confirmed', () => {
    expect(checkProof(defaultSiteUrl)).toContain('- fair-ambiente (tradeFair)');
    expect(checkProof(defaultSiteUrl, confirmedRegister)).toBeUndefined();
    expect(checkProof('https://www.rhein-brush-wood.ch', confirmedRegister)).toBeUndefined();
  });

  it('has proof for each claim a buyer checks by certificate', () => {
    expect(proofOf('certifiedWood')).toEqual(['fsc-coc', 'pefc-coc']);
    expect(proofOf('eudrInformation')).toEqual(['due-diligence']);
  });
});

describe('the order terms of each product family', () => {
  it('are facts a deployment build refuses until the company supplies them', () => {
    expect(() => checkCompanyFacts('https://www.rhein-brush-wood.ch')).toThrow(
      /- orderTerms \(\{"recycledBrushes":\{"minimumOrder":1000/,
    );
  });
});

describe('the short name', () => {
  it('is a fact a deployment build refuses until the company confirms it', () => {
    expect(() => checkCompanyFacts('https://www.rhein-brush-wood.ch')).toThrow(
      '\n- shortName ("Rhein Brush & Wood")',
    );
  });
});
