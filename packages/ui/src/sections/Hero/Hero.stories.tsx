import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { Container } from '../../primitives/Container/Container';
import { local } from '../../stories/localized';
import { asText, say, shown } from '../../stories/messages';
import { t } from '../../stories/play';
import { heroFiguresSample, heroMessages, heroSample, longHeroSample } from '../../stories/sample/hero';
import { sampleRender, sampleStory } from '../../stories/sectionStory';
import { sourceSample, useSample } from '../../stories/useSample';
import { media } from '../../theme/media';
import { HeroSection, type HeroSectionProps } from './HeroSection';
import { heroVideoPreloads } from './types';

/** A video address that cannot play: the poster must stay. */
const brokenVideo = 'data:video/mp4;base64,AAAA';

const meta = {
  title: 'Sections/Hero',
  ...sampleStory(HeroSection, heroSample, {
    videoUrl: null,
    headingLevel: 1,
    preload: 'none',
    reducedMotion: false,
  }),
  argTypes: {
    preload: { control: 'inline-radio', options: heroVideoPreloads },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    videoUrl: { control: 'text' },
  },
  parameters: { layout: 'fullscreen' },
  // The designer's page is Hero.mdx.
  tags: ['!autodocs'],
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<HeroSectionProps>;

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

/** No video address (the settings read failed or is empty): the poster alone, eyebrow, title, subtitle, two actions. */
export const NoVideo: Story = {};

/** The poster is the page's main picture; the title names the section; the actions lead to contact and the range. */
export const NoVideoOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const content = shown(heroSample);
    await expect(videoOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
    const poster = canvas.getByRole('img', { name: content.poster.alt });
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('width', '1600');
    for (const action of content.actions ?? []) {
      await expect(canvas.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    }
    await expect(canvas.getByRole('region', { name: content.title })).toBeInTheDocument();
  },
};

/**
 * Where the playing video lies: over the hero's whole box (±1 px) under the heading, the framed picture
 * hidden, the pause switch on top in the hero's upper end corner.
 */
const expectFullWidthVideo = async (canvasElement: HTMLElement, title: HTMLElement) => {
  const video = videoOf(canvasElement) as HTMLVideoElement;
  const hero = canvasElement.querySelector('section') as HTMLElement;
  await waitFor(() => expect(video).toHaveAttribute('data-state', 'playing'));
  const [heroBox, videoBox] = [hero.getBoundingClientRect(), video.getBoundingClientRect()];
  for (const edge of ['left', 'top', 'width', 'height'] as const)
    await expect(Math.abs(videoBox[edge] - heroBox[edge]), `the video's ${edge}`).toBeLessThanOrEqual(1);
  const box = title.getBoundingClientRect();
  const under = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  await expect(under[0], 'the title on top').toBe(title);
  await expect(under, 'the video under the title').toContain(video);
  await waitFor(() => expect(canvasElement.querySelector('[data-hero-stage]')).not.toBeVisible());
};

/**
 * Under reduced motion (the screenshots' setting) the video waits for the visitor: they press play, as the
 * switch lets them, and see the same full-width video.
 */
const playUnlessPlaying = async (canvasElement: HTMLElement) => {
  if (window.matchMedia(media.reducedMotion).matches)
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('ui.hero.playVideo') }));
};

/**
 * A playing video fills the hero's width behind the copy, under a scrim of the hero's colour; the framed
 * picture gives way to it; the switch (upper end corner) pauses it. (The stand-in video has no frames:
 * the picture shows the scrim over the hero's colour.)
 */
export const WithVideo: Story = {
  args: { videoUrl: '/hero.mp4' },
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    await playUnlessPlaying(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: shown(heroSample).title });
    await expectFullWidthVideo(canvasElement, title);
    await expect(canvas.getByRole('button', { name: t('ui.hero.pauseVideo') })).toBeVisible();
  },
};

/** The same on a phone: the video behind the stacked copy, the whole width of the screen. */
export const WithVideoOnPhone: Story = {
  args: { videoUrl: '/hero.mp4' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    await playUnlessPlaying(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: shown(heroSample).title });
    await expectFullWidthVideo(canvasElement, title);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The home page's hero on a phone, with its key figures and a video: taller than the screen, yet the pause
 * switch is in the first screen, at the upper end corner, above the eyebrow (WCAG 2.2.2: found without
 * scrolling).
 */
export const WithVideoAndFiguresOnPhone: Story = {
  args: { ...sourceSample(heroFiguresSample), videoUrl: '/hero.mp4' },
  render: sampleRender(HeroSection, heroFiguresSample),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  beforeEach: stubMedia,
  play: async ({ canvasElement }) => {
    await playUnlessPlaying(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: t('ui.hero.pauseVideo') });
    const hero = canvasElement.querySelector('section') as HTMLElement;
    const eyebrow = canvasElement.querySelector('p:has(+ h1)') as HTMLElement;
    await expect(hero.getBoundingClientRect().height).toBeGreaterThan(window.innerHeight);
    const box = button.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.bottom).toBeLessThanOrEqual(eyebrow.getBoundingClientRect().top);
  },
};

/** A video address that fails to play: the poster stays, the video is hidden and the switch goes away. */
export const VideoFails: Story = {
  args: { videoUrl: brokenVideo },
  tags: ['no-visual', '!autodocs'],
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

/**
 * A playable video starts on its own when motion is welcome; the switch pauses it and plays it again.
 * (It ends as With video shows it.)
 */
export const PauseAndPlay: Story = {
  args: { videoUrl: '/hero.mp4' },
  tags: ['same-picture'],
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    if (window.matchMedia(media.reducedMotion).matches) {
      await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
      return;
    }
    await waitFor(() => expect(video).toHaveAttribute('data-state', 'playing'));
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.hero.pauseVideo') }));
    await expect(video).toHaveAttribute('data-state', 'paused');
    await expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.hero.playVideo') }));
    await expect(video).toHaveAttribute('data-state', 'playing');
  },
};

/** `preload="metadata"` lets the browser fetch the size and first frame ahead of playing. */
export const PreloadMetadata: Story = {
  args: { videoUrl: brokenVideo, preload: 'metadata', reducedMotion: true },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await expect(videoOf(canvasElement)).toHaveAttribute('preload', 'metadata');
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

/** Reduced motion (here forced by the prop, as the media query would): the video waits; the visitor may play it. */
export const ReducedMotion: Story = {
  args: { videoUrl: '/hero.mp4', reducedMotion: true },
  tags: ['no-visual', '!autodocs'],
  beforeEach: stubMedia,
  play: async ({ canvas, canvasElement }) => {
    const video = videoOf(canvasElement);
    await expect(video).not.toHaveAttribute('autoplay');
    await expect(video?.paused).toBe(true);
    await expect(video).toHaveAttribute('data-state', 'idle');
    await expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.hero.playVideo') }));
    await expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    await expect(video).toHaveAttribute('data-state', 'playing');
  },
};

/** A long title and subtitle on a phone, in every language: the text wraps and hyphenates inside the picture. */
export const LongTitle: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: sourceSample(longHeroSample),
  render: sampleRender(HeroSection, longHeroSample),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: say(heroMessages.longTitle) });
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const subtitle = canvas.getByText(asText(say(heroMessages.longSubtitle)));
    await expect(subtitle.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** As the second section of a page: the title is an `h2`. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 2 },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: shown(heroSample).title }),
    ).toBeInTheDocument();
  },
};

/** The hero's switch: the button after the video and its scrim. */
const videoSwitch = 'video ~ div button';

/** The hero's upper part, where its switch sits, cut to the height worth showing. */
function HeroTop({ id, ...props }: HeroSectionProps & { id: string }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        width: '100%',
        // The switch and the eyebrow under it, without the title below cut through.
        height: '7.75rem',
        overflow: 'hidden',
      }}
    >
      <HeroSection {...props} id={id} />
    </div>
  );
}

/**
 * The video's pause switch in the states a visitor gives it, which a designer cannot stop to look at on a
 * live page: playing (it offers to pause), paused by the visitor (it offers to play, over the scrim), and,
 * waiting under reduced motion over the poster, hovered and focused by keyboard. Hover and focus are forced
 * (`data-hovered`, `data-focus-visible`); the play function starts the stand-in video where the switch
 * should offer to pause.
 */
export const VideoSwitch: Story = {
  args: { videoUrl: '/hero.mp4', headingLevel: 2 },
  // Four heroes, one per state: the view holds four regions of the same name.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  beforeEach: stubMedia,
  render: function Render(args, { globals }) {
    const content = useSample(heroSample, args, globals.theme) as HeroSectionProps;
    return (
      <Container>
        <StatesGrid
          min="100%"
          states={[
            { label: t('ui.hero.pauseVideo'), children: <HeroTop {...content} id="hero-playing" /> },
            { label: t('ui.hero.playVideo'), children: <HeroTop {...content} id="hero-paused" /> },
            {
              label: local('Hover'),
              note: local('a pointer over it'),
              force: 'hover',
              target: videoSwitch,
              children: <HeroTop {...content} id="hero-hover" />,
            },
            {
              label: local('Focus'),
              note: local('reached by keyboard'),
              force: 'focus',
              target: videoSwitch,
              children: <HeroTop {...content} id="hero-focus" />,
            },
          ]}
        />
      </Container>
    );
  },
  play: async ({ canvasElement }) => {
    const figures = [...canvasElement.querySelectorAll('figure')];
    await expect(figures).toHaveLength(4);
    const [playing, paused, hovered, focused] = figures.map(
      (figure) => figure.querySelector<HTMLElement>(videoSwitch) as HTMLElement,
    ) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const videoIn = (index: number) => figures[index]?.querySelector('video');
    // Under reduced motion (the screenshots' setting) a video waits for the visitor: press play, then
    // take the pointer away so the picture shows no hover that the caption does not name.
    const press = async (button: HTMLElement, state: 'playing' | 'paused', index: number) => {
      await userEvent.click(button);
      await userEvent.unhover(button);
      await waitFor(() => expect(videoIn(index)).toHaveAttribute('data-state', state));
    };
    if (videoIn(0)?.dataset.state !== 'playing') await press(playing, 'playing', 0);
    if (videoIn(1)?.dataset.state !== 'playing') await press(paused, 'playing', 1);
    await press(paused, 'paused', 1);
    await expect(playing).toHaveAccessibleName(t('ui.hero.pauseVideo'));
    await expect(paused).toHaveAccessibleName(t('ui.hero.playVideo'));
    await expect(hovered).toHaveAttribute('data-hovered');
    await expect(focused).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(focused).outlineStyle).toBe('solid');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * With the key figures (the home page's hero): under the actions, before the picture; across text and
 * picture from `lg` up. Each figure is named by its label, and the claim's figure links to its proof.
 */
export const WithFigures: Story = {
  args: sourceSample(heroFiguresSample),
  render: sampleRender(HeroSection, heroFiguresSample),
  play: async ({ canvas, canvasElement }) => {
    const { figures = [] } = shown(heroFiguresSample);
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list).toBeVisible();
    for (const figure of figures) {
      const term = canvas.getByText(asText(figure.label), { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(asText(figure.value));
    }
    const proof = figures.find((figure) => figure.proof)?.proof;
    const link = canvas.getByRole('link', { name: (name) => name.startsWith(proof?.label ?? '?') });
    await expect(link).toHaveAttribute('href', proof?.href ?? '');
    // From `lg` up the figures take a row of their own under the text and the picture.
    if (window.matchMedia(media.lg).matches) {
      const stage = canvasElement.querySelector('[data-hero-stage]') as HTMLElement;
      await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        stage.getBoundingClientRect().bottom,
      );
    }
  },
};

/**
 * The same on a phone: two figures a row under the actions, before the picture, none wider than the
 * screen (a figure never wraps: it shrinks with its column).
 */
export const WithFiguresOnPhone: Story = {
  args: sourceSample(heroFiguresSample),
  render: sampleRender(HeroSection, heroFiguresSample),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    const stage = canvasElement.querySelector('[data-hero-stage]') as HTMLElement;
    await expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(stage.getBoundingClientRect().top);
    for (const value of list.querySelectorAll<HTMLElement>('[data-figure]')) {
      await expect(value.scrollWidth, value.textContent ?? '').toBeLessThanOrEqual(value.clientWidth + 1);
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
