import { privacyNote } from '@brand/content/sections/navigation.ts';
import { Section, SectionHeader } from '@brand/ui/sections/Section/Section.tsx';
import { SignInForm } from '@brand/ui/sections/SignIn/SignInForm.tsx';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useSearch } from 'wouter';
import { useSignInFailureWords } from '../failureWords/signIn';
import { useSession } from '../hooks/useSession';
import { useSiteNavigate } from '../i18n/useSiteNavigate';
import { afterSignIn } from '../ports/auth';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services';
import * as styles from './staff.css';

/**
 * `/login`, the staff sign-in: e-mail and password, a clear message for wrong credentials, too many
 * attempts or an unreachable service (the form keeps the failure; the page keeps no state for it); once
 * signed in (or when already signed in) it moves on to /admin, or to where the guard sent the visitor from. The accounts are the Supabase project's, or, on the local
 * backend, those `pnpm staff:add` created.
 */
export default function LoginPage() {
  const { t, i18n } = useLingui();
  const { auth } = useServices();
  const session = useSession();
  const navigate = useSiteNavigate();
  const search = useSearch();
  const titleId = useId();
  const describeFailure = useSignInFailureWords();

  const signedIn = session.status === 'ready' && session.session !== null;
  useEffect(() => {
    if (signedIn) navigate(afterSignIn(search, window.location.origin), { replace: true });
  }, [signedIn, search, navigate]);

  return (
    <>
      <PageHead page="login" />
      <Section aria-labelledby={titleId}>
        <SectionHeader
          titleId={titleId}
          level={1}
          title={t({ id: 'site.login.title', message: 'Staff sign-in' })}
          lead={t({
            id: 'site.login.lead',
            message: 'For staff who answer enquiries and manage the website’s settings.',
          })}
        />
        <SignInForm
          // The port rejects with a `SignInError` (services.tsx makes one for a service that could not
          // load); the form keeps it until the next attempt and shows the words failureWords/signIn.ts gives it.
          onSubmit={({ email, password }) => auth.signIn(email, password)}
          describeFailure={describeFailure}
          privacyNote={privacyNote(i18n)}
          aria-labelledby={titleId}
          className={styles.signIn}
        />
      </Section>
    </>
  );
}
