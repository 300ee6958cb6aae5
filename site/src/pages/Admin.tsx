import { Button } from '@brand/ui/primitives/Button/Button.tsx';
import { Loading } from '@brand/ui/primitives/Loading/Loading.tsx';
import { Stack } from '@brand/ui/primitives/Stack/Stack.tsx';
import { Text } from '@brand/ui/primitives/Text/Text.tsx';
import { useToast } from '@brand/ui/primitives/Toast/useToast.ts';
import { Section, SectionHeader } from '@brand/ui/sections/Section/Section.tsx';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useAdminAccess } from '../hooks/useAdminAccess';
import { useSiteNavigate } from '../i18n/useSiteNavigate';
import { signInPath } from '../ports/auth';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services';
import { AdminInbox } from './AdminInbox';
import { HeroVideoEditor } from './HeroVideoEditor';
import * as styles from './staff.css';

function SignedInAs({ who }: { who: string }) {
  const { t } = useLingui();
  return <Text>{t({ id: 'site.admin.signedInAs', message: `Signed in as ${who}.` })}</Text>;
}

/** Ends the session; the guard then sends the visitor to /login. */
function SignOut() {
  const { t } = useLingui();
  const { auth } = useServices();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await auth.signOut();
      toast({ title: t({ id: 'site.admin.signedOut', message: 'You are signed out.' }) });
    } catch (error) {
      console.error('Sign-out failed.', error);
      setPending(false);
      toast({
        variant: 'destructive',
        title: t({ id: 'site.admin.signOutFailed.title', message: 'Sign-out failed' }),
        description: t({
          id: 'site.admin.signOutFailed.description',
          message: 'Please check your connection and try again.',
        }),
      });
    }
  };
  return (
    <Button
      variant="outline"
      onPress={signOut}
      pending={pending}
      pendingLabel={t({ id: 'site.admin.signingOut', message: 'Signing out…' })}
    >
      {t({ id: 'site.admin.signOut', message: 'Sign out' })}
    </Button>
  );
}

/**
 * `/admin`, behind SPEC §4's guard: a spinner while the session loads; no session → /login (remembering
 * /admin), replacing the history entry; a session without the admin role → the "Access Denied" toast and
 * the home page. Admins see who is signed in, a sign-out button, the enquiry inbox and the hero video
 * editor.
 */
export default function AdminPage() {
  const { t } = useLingui();
  const access = useAdminAccess();
  const navigate = useSiteNavigate();
  const { toast } = useToast();
  const titleId = useId();

  useEffect(() => {
    if (access.state === 'signed-out') navigate(signInPath('/admin'), { replace: true });
    if (access.state === 'denied') {
      toast({
        variant: 'destructive',
        title: t({ id: 'site.admin.denied.title', message: 'Access Denied' }),
        description: t({
          id: 'site.admin.denied.description',
          message: 'You do not have permission to access this page.',
        }),
      });
      navigate('/');
    }
  }, [access.state, navigate, toast, t]);

  return (
    <>
      <PageHead page="admin" />
      {access.state === 'granted' ? (
        <Section aria-labelledby={titleId}>
          <div className={styles.area}>
            <SectionHeader
              titleId={titleId}
              level={1}
              title={t({ id: 'site.admin.title', message: 'Administration' })}
            />
            <Stack direction="row" gap="md" align="center" wrap>
              <SignedInAs who={access.session.email ?? access.session.userId} />
              <SignOut />
            </Stack>
            <AdminInbox />
            <HeroVideoEditor />
          </div>
        </Section>
      ) : (
        <Loading withSpinner label={t({ id: 'site.admin.checking', message: 'Checking your session…' })} />
      )}
    </>
  );
}
