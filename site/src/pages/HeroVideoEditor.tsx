import { Button, Heading, Stack, Text, TextField, useToast } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { videoOrigins } from '../config';
import { parseHeroVideoInput } from '../ports/settings';
import { useServices } from '../services';
import * as styles from './staff.css';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'failed' };

/**
 * The admin's editor of the hero video address (site_settings.hero_video_url): shows the saved value,
 * checks what is typed (an https address on a video host the build names, or empty for no video),
 * previews the video, and saves through
 * the settings port — row level security lets only admins write. Success and failure come as toasts; a
 * failed save keeps what was typed.
 */
export function HeroVideoEditor() {
  const { t, i18n } = useLingui();
  const { settings } = useServices();
  const { toast } = useToast();
  const headingId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    settings.heroVideoUrl().then(
      (url) => {
        if (!live) return;
        setValue(url ?? '');
        setLoad({ state: 'ready' });
      },
      (error: unknown) => {
        console.warn('The hero video setting could not be read.', error);
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [settings]);

  const allowed = videoOrigins();
  const parsed = parseHeroVideoInput(value, allowed);
  // The hosts as the admin reads them: "https://media.example.ch or https://www.example.ch".
  const hosts = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(allowed);
  const error =
    checked && !parsed.ok
      ? parsed.reason === 'too-long'
        ? t({
            id: 'site.admin.video.tooLong',
            message: 'The address is too long (at most 2,048 characters).',
          })
        : parsed.reason === 'host'
          ? t({
              id: 'site.admin.video.host',
              message: `Videos may only come from ${hosts}. Please use an address there; another host must first be added to the site’s configuration.`,
            })
          : t({
              id: 'site.admin.video.invalid',
              message:
                'Please enter an address starting with https://, for example https://media.example.ch/hero.mp4',
            })
      : undefined;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    if (!parsed.ok) return field.current?.focus();
    setSaving(true);
    try {
      await settings.saveHeroVideoUrl(parsed.url);
      setValue(parsed.url ?? '');
      toast({
        title: t({ id: 'site.admin.video.saved.title', message: 'Saved' }),
        description: parsed.url
          ? t({ id: 'site.admin.video.saved.description', message: 'The home page now plays this video.' })
          : t({ id: 'site.admin.video.cleared.description', message: 'The home page now shows no video.' }),
      });
    } catch (reason) {
      console.error('The hero video setting could not be saved.', reason);
      toast({
        variant: 'destructive',
        title: t({ id: 'site.admin.video.failed.title', message: 'Not saved' }),
        description: t({
          id: 'site.admin.video.failed.description',
          message: 'The change could not be saved. Please try again; your entry is still here.',
        }),
      });
    } finally {
      setSaving(false);
    }
  };

  const preview = parsed.ok ? parsed.url : null;
  return (
    <form
      className={styles.editor}
      onSubmit={save}
      method="post"
      noValidate
      aria-labelledby={headingId}
      data-state={load.state}
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
        ref={field}
        name="heroVideoUrl"
        type="url"
        inputMode="url"
        label={t({ id: 'site.admin.video.label', message: 'Video address' })}
        description={t({
          id: 'site.admin.video.description',
          message:
            'An MP4 or WebM file at an https:// address. Leave it empty for no video; the picture is shown instead.',
        })}
        value={value}
        onChange={setValue}
        readOnly={saving || load.state === 'loading'}
        errorMessage={error}
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
          pending={saving}
          pendingLabel={t({ id: 'site.admin.video.saving', message: 'Saving…' })}
          disabled={load.state === 'loading'}
        >
          {t({ id: 'site.admin.video.save', message: 'Save' })}
        </Button>
      </Stack>
    </form>
  );
}
