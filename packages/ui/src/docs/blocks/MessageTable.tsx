import { setupI18n } from '@lingui/core';
import type { CSSProperties } from 'react';
import { messages as de } from '../../i18n/locales/de';
import { messages as deCH } from '../../i18n/locales/de-CH';
import { messages as en } from '../../i18n/locales/en';
import { messages as es } from '../../i18n/locales/es';
import { messages as fr } from '../../i18n/locales/fr';
import { messages as it } from '../../i18n/locales/it';
import { vars } from '../../theme/contract.css';
import { captionStyle } from './Stage';

/** Each catalog the library ships, as a reader names it. */
const catalogs = [
  ['English', 'en', en],
  ['Deutsch (Schweiz)', 'de-CH', deCH],
  ['Deutsch (Deutschland)', 'de', de],
  ['Français', 'fr', fr],
  ['Italiano', 'it', it],
  ['Español', 'es', es],
] as const;

const cell: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.onSurface,
};

/**
 * The library's own messages in every catalog it ships, read from the catalogs themselves (so the page
 * cannot drift from what a component prints): a row per message, a column per language.
 */
export function MessageTable({
  ids,
  values = {},
}: {
  ids: readonly string[];
  values?: Record<string, unknown>;
}) {
  const translators = catalogs.map(([name, locale, messages]) => {
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    return [name, (id: string) => i18n._(id, values)] as const;
  });
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: '48rem' }}>
        <thead>
          <tr>
            {translators.map(([name]) => (
              <th key={name} scope="col" style={{ ...cell, ...captionStyle, fontWeight: 600 }}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id}>
              {translators.map(([name, translate]) => (
                <td key={name} style={cell} lang={catalogs.find(([n]) => n === name)?.[1]}>
                  {translate(id)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
