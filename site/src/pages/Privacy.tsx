import { privacyContent } from '@brand/content/sections/privacy.ts';
import { PolicySection } from '@brand/ui/sections/Policy/PolicySection.tsx';
import { useLingui } from '@lingui/react';
import { videoHosts } from '../config';
import { PageHead } from '../seo/PageHead';

/**
 * `/privacy`: the privacy notice (FADP and GDPR) — who is responsible, what a visit, an enquiry and the
 * staff sign-in process and with whom, what the browser stores, retention and rights — with its contents.
 * It names the video hosts this build allows (`VITE_VIDEO_HOSTS`).
 */
export default function PrivacyPage() {
  const { i18n } = useLingui();
  return (
    <>
      <PageHead page="privacy" />
      <PolicySection id="privacy" {...privacyContent(i18n, { videoHosts })} headingLevel={1} subtitle />
    </>
  );
}
