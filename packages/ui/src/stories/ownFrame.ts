/**
 * A story's `parameters` for its docs page: the story in a frame of its own, `height` tall, instead of
 * inline. What it opens over the page (a dialog, a drawer, a popover, a list, a toast) or fixes to the
 * viewport (the header) then stays in that frame instead of covering the docs page or taking its focus.
 */
export const ownFrame = (height: string) => ({ docs: { story: { inline: false, height } } });
