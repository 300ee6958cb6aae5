import { type ComponentType, useSyncExternalStore } from 'react';
import { type Sample, sourceSample, useSample } from './useSample';

const subscribe = (change: () => void) => {
  const observer = new MutationObserver(change);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
  return () => observer.disconnect();
};
const themeOnScreen = () => document.documentElement.dataset.theme ?? 'brand';

/** The theme on `<html>`, followed as the toolbar changes it (a docs page re-renders none of its examples). */
export const useDocumentTheme = () => useSyncExternalStore(subscribe, themeOnScreen, () => 'brand');

/**
 * A live example on a docs page (MDX): the component with the stories' sample content in the toolbar's
 * language and theme, plus the given props. `<Live of={AboutSection} sample={aboutSample} args={homeFlags} />`.
 */
export function Live<Props extends object>({
  of: Component,
  sample,
  args = {},
}: {
  of: ComponentType<Props>;
  sample: Sample<unknown>;
  args?: Partial<Props>;
}) {
  const theme = useDocumentTheme();
  const content = useSample(sample, { ...(sourceSample(sample) as object), ...args }, theme);
  return <Component {...(content as Props)} />;
}
