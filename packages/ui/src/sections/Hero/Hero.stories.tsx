import { heroContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { media } from '../../theme/media';
import { HeroSection, type HeroSectionProps } from './HeroSection';
import { heroVideoPreloads } from './types';

type Args = Omit<HeroSectionProps, 'poster' | 'title' | 'subtitle'> & { title?: string; subtitle?: string };

/** The hero with the brand's copy and poster from @brand/content; args override single fields. */
function BrandHero(props: Args) {
  const { i18n } = useLingui();
  return <HeroSection {...heroContent(i18n)} {...props} />;
}

/** A video address that cannot play: the poster must stay. */
const brokenVideo = 'data:video/mp4;base64,AAAA';

const meta = {
  title: 'Sections/Hero',
  component: BrandHero,
  subcomponents: { HeroSection },
  args: { videoUrl: null, headingLevel: 1, preload: 'none', reducedMotion: false },
  argTypes: {
    preload: { control: 'inline-radio', options: heroVideoPreloads },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    videoUrl: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The opening of the home page: title, subtitle and calls to action over a full-width poster, with ' +
          'a muted, looping background video when the site settings give one. The video is started by ' +
          'script after mount (never the `autoplay` attribute), so it stays still under ' +
          '`prefers-reduced-motion` (or `reducedMotion`); a switch pauses or plays it. Without `videoUrl` ' +
          'there is no `<video>`. Use once, at the top of the home page; other pages open with a section ' +
          'at `headingLevel={1}`.',
      },
    },
  },
} satisfies Meta<typeof BrandHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for a playable video: `play()` succeeds and fires `playing`, `pause()` fires `pause`. */
const stubMedia = () => {
  const playing = new WeakSet<HTMLMediaElement>();
  const play = spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    playing.add(this);
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
  return () => {
    play.mockRestore();
    pause.mockRestore();
  };
};

const videoOf = (canvasElement: HTMLElement) => canvasElement.querySelector('video');

/** No video address (the settings read failed or is empty): the poster alone, and no `<video>`. */
export const NoVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(videoOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Brushes, brooms and wood components, made to last',
    );
    const poster = canvas.getByRole('img');
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', '1600');
    await expect(poster).toHaveAccessibleName(/workbench/);
    await expect(canvas.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Explore our products' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(canvas.getByRole('region', { name: /made to last/ })).toBeInTheDocument();
  },
};

/** A video address that fails to play: the poster stays and the switch goes away. */
export const WithVideo: Story = {
  args: { videoUrl: brokenVideo },
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video).not.toBeNull();
    await expect(video?.muted).toBe(true);
    await expect(video).toHaveAttribute('loop');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('img')).toBeVisible();
    if (!window.matchMedia(media.reducedMotion).matches) {
      await waitFor(() => expect(video).toHaveAttribute('data-state', 'error'));
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    }
    await expect(video && getComputedStyle(video).opacity).toBe('0');
  },
};

/** A playable video starts on its own when motion is welcome; the switch pauses it and plays it again. */
export const PauseAndPlay: Story = {
  args: { videoUrl: '/hero.mp4' },
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    if (window.matchMedia(media.reducedMotion).matches) {
      await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
      return;
    }
    await waitFor(() => expect(video).toHaveAttribute('data-state', 'playing'));
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause background video' }));
    await expect(video).toHaveAttribute('data-state', 'paused');
    await expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play background video' }));
    await expect(video).toHaveAttribute('data-state', 'playing');
  },
};

/** `preload="metadata"` lets the browser fetch the size and first frame ahead of playing. */
export const PreloadMetadata: Story = {
  args: { videoUrl: brokenVideo, preload: 'metadata', reducedMotion: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(videoOf(canvasElement)).toHaveAttribute('preload', 'metadata');
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

/** Reduced motion (here forced by the prop, as the media query would): the video is not started. */
export const ReducedMotion: Story = {
  args: { videoUrl: '/hero.mp4', reducedMotion: true },
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video?.paused).toBe(true);
    await expect(video).toHaveAttribute('data-state', 'idle');
    await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img')).toBeVisible();
    // The visitor may still choose to play it.
    await userEvent.click(canvas.getByRole('button', { name: 'Play background video' }));
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    await expect(video).toHaveAttribute('data-state', 'playing');
  },
};

/** A long German title and subtitle on a phone: the text wraps and hyphenates inside the picture. */
export const LongTitle: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Bürsten, Besen, Kehrschaufeln und Holzkomponenten aus verantwortungsvoller Fertigung',
    subtitle:
      'Bürsten aus recycelten und natürlichen Fasern, Kehrschaufeln, Holzstiele und Holzkomponenten aus vier Produktionsstandorten – und Private-Label-Fertigung für mehr als 60 Partner.',
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const subtitle = title.nextElementSibling as HTMLElement;
    await expect(subtitle.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a phone the text sits at the bottom of the picture. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** As the second section of a page (`headingLevel={2}`). */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};
