import { Loading, Section, SectionHeader, Text, useToast } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useSiteNavigate } from '../i18n/useSiteNavigate';
import { PageHead } from '../seo/PageHead';
import { useAdminAccess } from '../services/useAdminAccess';

function SignedInAs({ who }: { who: string }) {
  const { t } = useLingui();
  return <Text>{t({ id: 'site.admin.signedInAs', message: `Signed in as ${who}.` })}</Text>;
}

/**
 * `/admin`, behind SPEC §4's guard: a spinner while the session loads; no session → /login, replacing
 * the history entry; a session without the admin role → the "Access Denied" toast and the home page.
 */
export default function AdminPage() {
  const { t } = useLingui();
  const access = useAdminAccess();
  const navigate = useSiteNavigate();
  const { toast } = useToast();
  const titleId = useId();

  useEffect(() => {
    if (access.state === 'signed-out') navigate('/login', { replace: true });
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
        <Section labelledBy={titleId}>
          <SectionHeader
            titleId={titleId}
            level={1}
            title={t({ id: 'site.admin.title', message: 'Administration' })}
          />
          <SignedInAs who={access.session.email ?? access.session.userId} />
        </Section>
      ) : (
        <Loading withSpinner label={t({ id: 'site.admin.checking', message: 'Checking your session…' })} />
      )}
    </>
  );
}
