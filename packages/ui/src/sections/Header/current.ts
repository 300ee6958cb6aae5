/** Whether a nav link's target is the current page (or a page below it). */
export const isCurrent = (href: string, currentPath: string | undefined): boolean => {
  if (!currentPath) return false;
  const path = href.split('#')[0] ?? href;
  return currentPath === path || currentPath.startsWith(`${path}/`);
};
