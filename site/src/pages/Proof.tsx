import { proofContent } from '@brand/content/sections/proof.ts';
import { ProofSection } from '@brand/ui/sections/Proof/ProofSection.tsx';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';

/**
 * `/proof`: what a buyer checks before a first call (issue 37 §4) — certificates with their codes, social
 * audits, the due-diligence statement, sales contacts, references and trade fairs, each at its anchor,
 * where a claim's evidence links.
 */
export default function ProofPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="proof" />
      <ProofSection {...proofContent(i18n)} headingLevel={1} />
    </>
  );
}
