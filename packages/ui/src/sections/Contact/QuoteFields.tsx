'use client';

import { msg } from '@lingui/core/macro';
import { useUiLingui } from '../../i18n/useUiLingui';
import { TextArea } from '../../primitives/TextArea/TextArea';
import type { FieldBaseProps } from '../../primitives/TextField/FieldParts';
import { TextField } from '../../primitives/TextField/TextField';
import { Choice } from './Choice';
import * as styles from './Contact.css';
import { emptyQuoteValues, priceCurrencies, type QuoteField, quantityUnits } from './quoteSchema';

export type QuoteFieldsProps = {
  /** The form's props of each field (name, error, read-only while sending). */
  fieldProps: (name: QuoteField) => Pick<FieldBaseProps, 'name' | 'errorMessage' | 'readOnly'>;
  /** Values the fields start with (a kept draft). */
  defaultValues?: Partial<Record<QuoteField, string>>;
};

/**
 * The quote a private-label buyer states (docs/adr/0069), every field optional, in a group of its own:
 * quantity and its unit, target delivery date, destination country, packaging and labelling wishes,
 * target price and its currency. Native inputs and selects: the phone's number pad and date picker.
 */
export function QuoteFields({ fieldProps, defaultValues }: QuoteFieldsProps) {
  const { t } = useUiLingui();
  const field = (name: QuoteField) => ({
    ...fieldProps(name),
    defaultValue: defaultValues?.[name] || emptyQuoteValues[name],
  });
  const unitLabels: Record<(typeof quantityUnits)[number], string> = {
    pieces: t(msg({ id: 'contact.form.quote.unit.pieces', message: 'Pieces' })),
    cartons: t(msg({ id: 'contact.form.quote.unit.cartons', message: 'Cartons' })),
    pallets: t(msg({ id: 'contact.form.quote.unit.pallets', message: 'Pallets' })),
  };
  return (
    <fieldset className={styles.quote}>
      <legend className={styles.quoteLegend}>
        {t(msg({ id: 'contact.form.quote.legend', message: 'Your quote request (all optional)' }))}
      </legend>
      <div className={styles.formRow}>
        <TextField
          {...field('quantity')}
          label={t(msg({ id: 'contact.form.quote.quantity', message: 'Quantity' }))}
          inputMode="numeric"
          autoComplete="off"
        />
        <Choice
          {...field('quantityUnit')}
          label={t(msg({ id: 'contact.form.quote.unit', message: 'Unit' }))}
          options={quantityUnits.map((value) => ({ value, label: unitLabels[value] }))}
        />
      </div>
      <div className={styles.formRow}>
        <TextField
          {...field('deliveryDate')}
          type="date"
          label={t(msg({ id: 'contact.form.quote.deliveryDate', message: 'Target delivery date' }))}
        />
        <TextField
          {...field('destination')}
          label={t(msg({ id: 'contact.form.quote.destination', message: 'Destination country' }))}
          autoComplete="country-name"
        />
      </div>
      <TextArea
        {...field('packaging')}
        label={t(msg({ id: 'contact.form.quote.packaging', message: 'Packaging and labelling' }))}
        description={t(
          msg({
            id: 'contact.form.quote.packagingHint',
            message: 'For example, retail-ready packaging, your EAN barcodes or your own label',
          }),
        )}
        rows={3}
      />
      <div className={styles.formRow}>
        <TextField
          {...field('targetPrice')}
          label={t(msg({ id: 'contact.form.quote.targetPrice', message: 'Target price per unit' }))}
          inputMode="decimal"
          autoComplete="off"
        />
        <Choice
          {...field('priceCurrency')}
          label={t(msg({ id: 'contact.form.quote.currency', message: 'Currency' }))}
          options={priceCurrencies.map((value) => ({ value, label: value }))}
        />
      </div>
    </fieldset>
  );
}
