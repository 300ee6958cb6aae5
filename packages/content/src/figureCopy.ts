import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Figures } from './company';
import { figureTexts, figureTiles } from './figures';

/** How a language says that a figure is a floor: "more than 30", "über 30", "plus de 30". */
const moreThan = msg({ id: 'figures.moreThan', message: 'more than {amount}' });

/** The figures as the active language writes them in sentences ("more than 27 million"). */
export const textFigures = (i18n: I18n): Figures =>
  figureTexts(i18n.locale, (amount) => i18n._({ ...moreThan, values: { amount } }));

/** The figures as the active language shows them on stat tiles ("27M+", "27 Mio.+"). */
export const tileFigures = (i18n: I18n): Figures => figureTiles(i18n.locale);
