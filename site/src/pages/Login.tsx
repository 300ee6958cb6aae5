import { privacyNote } from '@brand/content';
import { Section, SectionHeader, SignInForm } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useSearch } from 'wouter';
import { useSession } from '../hooks/useSession';
import { useSiteNavigate } from '../i18n/useSiteNavigate';
import { afterSignIn, SignInError } from '../ports/auth';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services';
import * as styles from './staff.css';

/**
 * `/login`, the staff sign-in: e-mail and password, a clear message for wrong credentials, too many
 * attempts or an unreachable service; once signed in (or when already signed in) it moves on to /admin,
 * or to where the guard sent the visitor from. The accounts are the Supabase project's, or, on the local
 * backend, those `pnpm staff:add` created.
 */
export default function LoginPage() {
  const { t, i18n } = useLingui();
  const { auth } = useServices();
  const session = useSession();
  const navigate = useSiteNavigate();
  const search = useSearch();
  const titleId = useId();

  const signedIn = session.status === 'ready' && session.session !== null;
  useEffect(() => {
    if (signedIn) navigate(afterSignIn(search, window.location.origin), { replace: true });
  }, [signedIn, search, navigate]);

  // What a failed sign-in says, from the port's typed reason.
  const describeFailure = (reason: unknown): string => {
    const why = reason instanceof SignInError ? reason.reason : 'unavailable';
    if (why === 'credentials')
      return t({
        id: 'site.login.error.credentials',
        message: 'The email address or password is incorrect.',
      });
    if (why === 'rate-limited')
      return t({
        id: 'site.login.error.rateLimited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      });
    return t({
      id: 'site.login.error.unavailable',
      message: 'Sign-in is not available right now. Please check your connection and try again.',
    });
  };

  // The port rejects with a `SignInError` only (services.tsx makes a service that could not load one).
  const signIn = async ({ email, password }: { email: string; password: string }) => {
    await auth.signIn(email, password);
  };

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
          onSubmit={signIn}
          describeFailure={describeFailure}
          privacyNote={privacyNote(i18n)}
          aria-labelledby={titleId}
          className={styles.signIn}
        />
      </Section>
    </>
  );
}
