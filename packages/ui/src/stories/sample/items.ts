import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A sample's list of titled items (services, steps, capabilities) from its messages, named by the samples'
 * rule: the title under the item's id, its text under `<id>Text`. In the toolbar's language.
 */
export const titledItems = <Id extends string>(
  i18n: I18n,
  messages: Record<Id | `${Id}Text`, MessageDescriptor>,
  ids: readonly Id[],
) =>
  ids.map((id) => ({
    id,
    title: i18n._(messages[id]),
    description: i18n._(messages[`${id}Text` as `${Id}Text`]),
  }));
