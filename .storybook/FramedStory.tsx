import { DocsContext, getStoryId, getStoryProps, Story } from '@storybook/addon-docs/blocks';
import { type ComponentProps, useContext } from 'react';
import { storyFrameUrl, useToolbarGlobals } from '../packages/ui/src/docs/blocks/Frame';

type StoryProps = ComponentProps<typeof Story>;

/**
 * The docs pages' `Story` block (and so every `Canvas`), registered as `parameters.docs.components.Story`:
 * a story drawn inline is Storybook's own; a story drawn in a frame of its own (`docs.story.inline:
 * false`: a dialog, a popover, a toast, an open list, which cover their window) gets the toolbar's
 * language and theme in its frame's URL, and a new frame when they change.
 *
 * Storybook's own frame loads `iframe.html?id=…&viewMode=story` with no globals: a preview of its own,
 * it rendered in English and the brand theme whatever the toolbar said (issue 36, finding 1), and its
 * channel's `globalsUpdated` reached the page's own channel, where it switched the whole page back to
 * English (finding 3; `DocsContainer` now reads the toolbar from the page's store).
 */
export function FramedStory(props: StoryProps) {
  const context = useContext(DocsContext);
  const globals = useToolbarGlobals();
  const story = context.storyById(getStoryId(props, context));
  const shown = getStoryProps(props, story, context);
  // Inline, or not shown at all (`docs.disable`): Storybook's block, as written.
  if (!shown || shown.inline) return <Story {...props} />;
  return (
    // Storybook's own markup around a framed story (its id, its class), which its docs styles and the docs
    // step (tests/docs) find.
    <div id={`story--${story.id}`} className="sb-story sb-unstyled" data-story-block="true">
      <div style={{ width: '100%', height: shown.height ?? '100px' }}>
        <iframe
          // A new frame when the toolbar changes, not a new address in the old one: a frame that navigates
          // adds a step to the browser's history (Back would step through the toolbar's changes).
          key={globals}
          id={`iframe--${story.id}`}
          title={story.name}
          src={storyFrameUrl(story.id, globals)}
          allow="fullscreen"
          style={{ width: '100%', height: '100%', border: '0 none' }}
        />
      </div>
    </div>
  );
}
