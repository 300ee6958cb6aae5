import { useForm } from '@brand/ui/forms/useForm.ts';
import { Button } from '@brand/ui/primitives/Button/Button.tsx';
import { Heading } from '@brand/ui/primitives/Heading/Heading.tsx';
import { Stack } from '@brand/ui/primitives/Stack/Stack.tsx';
import { Text } from '@brand/ui/primitives/Text/Text.tsx';
import { TextField } from '@brand/ui/primitives/TextField/TextField.tsx';
import { useToast } from '@brand/ui/primitives/Toast/useToast.ts';
import { VisuallyHidden } from '@brand/ui/primitives/VisuallyHidden/VisuallyHidden.tsx';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { videoOrigins } from '../config';
import { useSettingFailureWords } from '../failureWords/setting';
import { parseHeroVideoInput } from '../ports/settings';
import { useServices } from '../services';
import * as styles from './staff.css';

type Load = { state: 'loading' } | { state: 'ready'; saved: string } | { state: 'failed' };

const fields = ['heroVideoUrl'] as const;

/**
 * The admin's editor of the hero video address (site_settings.hero_video_url), a form on the library's
 * `useForm` like every other: shows the saved value, checks what is typed on saving (an https address on
 * a video host the build names, or empty for no video) and again as it changes once a message has shown,
 * previews the video, and saves through the settings port — row level security lets only admins write.
 * Success and failure come as toasts (the failure's words from failureWords/setting.ts); a failed save keeps what
 * was typed.
 */
export function HeroVideoEditor() {
  const { t, i18n } = useLingui();
  const { settings } = useServices();
  const { toast } = useToast();
  const failureToast = useSettingFailureWords();
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [typed, setTyped] = useState<string>();

  useEffect(() => {
    let live = true;
    settings.heroVideoUrl().then(
      (url) => live && setLoad({ state: 'ready', saved: url ?? '' }),
      (error: unknown) => {
        console.warn('The hero video setting could not be read.', error);
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [settings]);

  // Only https origins can pass (the database checks it too): a local build served over http names its
  // own origin among the video origins, and offering it would contradict the https rule.
  const allowed = videoOrigins().filter((origin) => origin.startsWith('https:'));
  // The hosts as the admin reads them: "https://media.example.ch or https://www.example.ch".
  const hosts = new Intl.ListFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    type: 'disjunction',
  }).format(allowed);

  const form = useForm({
    fields,
    optional: fields,
    validate: ({ heroVideoUrl }) => {
      const parsed = parseHeroVideoInput(heroVideoUrl, allowed);
      if (parsed.ok) return {};
      if (parsed.reason === 'too-long')
        return {
          heroVideoUrl: msg({
            id: 'site.admin.video.tooLong',
            message: 'The address is too long (at most 2,048 characters).',
          }),
        };
      if (parsed.reason === 'host' && !allowed.length)
        return {
          heroVideoUrl: msg({
            id: 'site.admin.video.noHost',
            message:
              'This site names no video host yet, so no video can be set. A developer adds one in the site’s configuration (VITE_VIDEO_HOSTS).',
          }),
        };
      if (parsed.reason === 'host')
        return {
          heroVideoUrl: msg({
            id: 'site.admin.video.host',
            message: `Videos may only come from ${hosts}. Please use an address there; another host must first be added to the site’s configuration.`,
          }),
        };
      return {
        heroVideoUrl: msg({
          id: 'site.admin.video.invalid',
          message:
            'Please enter an address starting with https://, for example https://media.example.ch/hero.mp4',
        }),
      };
    },
    send: async ({ heroVideoUrl }, element) => {
      const parsed = parseHeroVideoInput(heroVideoUrl, allowed);
      const url = parsed.ok ? parsed.url : null;
      await settings.saveHeroVideoUrl(url);
      // The field shows what was saved (trimmed), and the preview with it.
      const input = element.elements.namedItem('heroVideoUrl');
      if (input instanceof HTMLInputElement) input.value = url ?? '';
      setTyped(url ?? '');
      toast({
        title: t({ id: 'site.admin.video.saved.title', message: 'Saved' }),
        description: url
          ? t({ id: 'site.admin.video.saved.description', message: 'The home page now plays this video.' })
          : t({ id: 'site.admin.video.cleared.description', message: 'The home page now shows no video.' }),
      });
    },
    onFailed: (failure) => {
      console.error(
        'The hero video setting could not be saved.',
        'cause' in failure ? failure.cause : failure,
      );
    },
    // The form shows the failure toast, in the site's words for it.
    failureToast,
    onValuesChange: ({ heroVideoUrl }) => setTyped(heroVideoUrl),
  });

  const shownValue = typed ?? (load.state === 'ready' ? load.saved : '');
  const parsed = parseHeroVideoInput(shownValue, allowed);
  const preview = parsed.ok ? parsed.url : null;
  return (
    <form
      {...form.formProps}
      className={styles.editor}
      aria-labelledby={headingId}
      data-state={load.state}
      data-form-state={form.status}
    >
      <Heading level={2} size="lg" id={headingId}>
        {t({ id: 'site.admin.video.title', message: 'Home page video' })}
      </Heading>
      {load.state === 'failed' ? (
        <Text tone="muted">
          {t({
            id: 'site.admin.video.loadFailed',
            message: 'The saved address could not be read. You can still enter and save a new one.',
          })}
        </Text>
      ) : null}
      <TextField
        // Remade when the saved value arrives: an uncontrolled field takes its default once.
        key={load.state}
        {...form.fieldProps('heroVideoUrl')}
        readOnly={form.status === 'sending' || load.state === 'loading'}
        type="url"
        inputMode="url"
        label={t({ id: 'site.admin.video.label', message: 'Video address' })}
        description={t({
          id: 'site.admin.video.description',
          message:
            'An MP4 or WebM file at an https:// address. Leave it empty for no video; the picture is shown instead.',
        })}
        defaultValue={load.state === 'ready' ? load.saved : ''}
      />
      {preview ? (
        <figure className={styles.preview}>
          {/* A silent background clip (muted): there is nothing to caption. */}
          <video src={preview} className={styles.video} muted loop playsInline controls preload="metadata" />
          <figcaption>
            <Text size="sm" tone="muted">
              {t({ id: 'site.admin.video.preview', message: 'Preview' })}
            </Text>
          </figcaption>
        </figure>
      ) : null}
      <Stack direction="row" gap="md">
        <Button
          type="submit"
          pending={form.status === 'sending'}
          pendingLabel={t({ id: 'site.admin.video.saving', message: 'Saving…' })}
          disabled={load.state === 'loading'}
        >
          {t({ id: 'site.admin.video.save', message: 'Save' })}
        </Button>
      </Stack>
      {/* Enter in the field with a mistake in it: focus stays, so the form says what is wrong (useForm). */}
      <VisuallyHidden role="status">
        {form.announcement ? <span key={form.announcement.key}>{form.announcement.text}</span> : null}
      </VisuallyHidden>
    </form>
  );
}
