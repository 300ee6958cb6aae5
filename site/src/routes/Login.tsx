import { Button, Section, SectionHeader, Stack, Text } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services/Services';

/**
 * `/login`, the staff sign-in. Without a configured sign-in service (the default) it says so plainly:
 * every page is public and staff accounts are set up by the site's administrator.
 */
export default function LoginPage() {
  const { t } = useLingui();
  const { auth } = useServices();
  const titleId = useId();
  return (
    <>
      <PageHead page="login" />
      <Section labelledBy={titleId}>
        <SectionHeader
          titleId={titleId}
          level={1}
          title={t({ id: 'site.login.title', message: 'Staff sign-in' })}
        />
        {auth.configured ? null : (
          <Stack gap="lg" align="start">
            <Text>
              {t({
                id: 'site.login.notConfigured',
                message:
                  'Sign-in is not configured on this site. Every page is public; staff accounts are set up by the site’s administrator.',
              })}
            </Text>
            <Button href="/" variant="outline">
              {t({ id: 'site.login.home', message: 'Back to the home page' })}
            </Button>
          </Stack>
        )}
      </Section>
    </>
  );
}
