import { company } from '@brand/content/company.ts';
import { productFamilyOptions } from '@brand/content/productFamilies.ts';
import { EnquiryInbox } from '@brand/ui/sections/Inbox/EnquiryInbox.tsx';
import type { InboxEnquiry, InboxState, InboxStatus } from '@brand/ui/sections/Inbox/types.ts';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { download, toCsv } from '../admin/csv';
import type { StoredEnquiry } from '../ports/inbox';
import { useServices } from '../services';

/**
 * The enquiry inbox of /admin (EnquiryInbox of @brand/ui) on the inbox port: the stored enquiries,
 * newest first, their product family named in the admin's language, a reply link whose subject is in it
 * too; "Mark as answered" saves through row level security; "Download CSV" hands the sales team every
 * enquiry as a spreadsheet, a buyer's quote (quantity and unit, delivery date, destination, packaging,
 * target price and currency) in columns of its own. Held enquiries (arrived among a flood; their e-mail says so too) are marked so in both. A failed
 * read offers "Try again".
 */
export function AdminInbox() {
  const { t, i18n } = useLingui();
  const { inbox } = useServices();
  const [state, setState] = useState<InboxState>('loading');
  const [enquiries, setEnquiries] = useState<StoredEnquiry[]>([]);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger
  useEffect(() => {
    let live = true;
    setState('loading');
    inbox.list().then(
      (found) => {
        if (!live) return;
        setEnquiries(found);
        setState('ready');
      },
      (error: unknown) => {
        // A read that ends after the page has gone (signed out meanwhile) concerns nobody.
        if (!live) return;
        console.error('The enquiries could not be read.', error);
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [inbox, attempt]);

  const families = new Map(productFamilyOptions(i18n).map((family) => [family.value, family.label]));
  const companyName = company.name;
  const subject = t({ id: 'site.admin.inbox.replySubject', message: `Your enquiry to ${companyName}` });
  const shown: InboxEnquiry[] = enquiries.map((enquiry) => ({
    ...enquiry,
    product: enquiry.product ? (families.get(enquiry.product) ?? enquiry.product) : undefined,
    quantityUnit: enquiry.quantity_unit,
    deliveryDate: enquiry.delivery_date,
    targetPrice: enquiry.target_price,
    priceCurrency: enquiry.price_currency,
    replyHref: `mailto:${enquiry.email}?subject=${encodeURIComponent(subject)}`,
  }));

  const changeStatus = useCallback(
    async (id: string, status: InboxStatus) => {
      try {
        await inbox.setStatus(id, status);
      } catch (error) {
        console.error('The enquiry status could not be saved.', error);
        throw error;
      }
      setEnquiries((current) =>
        current.map((enquiry) => (enquiry.id === id ? { ...enquiry, status } : enquiry)),
      );
    },
    [inbox],
  );

  const exportCsv = () => {
    const languages = new Intl.DisplayNames([i18n.locale], { type: 'language', fallback: 'code' });
    const header = [
      t({ id: 'site.admin.csv.received', message: 'Received' }),
      t({ id: 'site.admin.csv.status', message: 'Status' }),
      t({ id: 'site.admin.csv.held', message: 'Held (not emailed)' }),
      t({ id: 'site.admin.csv.name', message: 'Name' }),
      t({ id: 'site.admin.csv.email', message: 'Email' }),
      t({ id: 'site.admin.csv.company', message: 'Company' }),
      t({ id: 'site.admin.csv.product', message: 'Product family' }),
      t({ id: 'site.admin.csv.language', message: 'Language' }),
      t({ id: 'site.admin.csv.quantity', message: 'Quantity' }),
      t({ id: 'site.admin.csv.unit', message: 'Unit' }),
      t({ id: 'site.admin.csv.deliveryDate', message: 'Target delivery date' }),
      t({ id: 'site.admin.csv.destination', message: 'Destination country' }),
      t({ id: 'site.admin.csv.packaging', message: 'Packaging and labelling' }),
      t({ id: 'site.admin.csv.targetPrice', message: 'Target price per unit' }),
      t({ id: 'site.admin.csv.currency', message: 'Currency' }),
      t({ id: 'site.admin.csv.message', message: 'Message' }),
    ];
    const units: Record<string, string> = {
      pieces: t({ id: 'site.admin.csv.pieces', message: 'Pieces' }),
      cartons: t({ id: 'site.admin.csv.cartons', message: 'Cartons' }),
      pallets: t({ id: 'site.admin.csv.pallets', message: 'Pallets' }),
    };
    const rows = shown.map((enquiry) => [
      new Date(enquiry.receivedAt).toISOString(),
      enquiry.status === 'new'
        ? t({ id: 'site.admin.csv.new', message: 'New' })
        : t({ id: 'site.admin.csv.answered', message: 'Answered' }),
      enquiry.held ? t({ id: 'site.admin.csv.heldYes', message: 'Yes' }) : '',
      enquiry.name,
      enquiry.email,
      enquiry.company,
      enquiry.product ?? '',
      enquiry.language ? (languages.of(enquiry.language) ?? enquiry.language) : '',
      // Numbers and the date as a spreadsheet reads them in any language: digits, a point, ISO 8601.
      enquiry.quantity == null ? '' : String(enquiry.quantity),
      enquiry.quantityUnit ? (units[enquiry.quantityUnit] ?? enquiry.quantityUnit) : '',
      enquiry.deliveryDate ?? '',
      enquiry.destination ?? '',
      enquiry.packaging ?? '',
      enquiry.targetPrice == null ? '' : enquiry.targetPrice.toFixed(2),
      enquiry.priceCurrency ?? '',
      enquiry.message,
    ]);
    download(`enquiries-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(header, rows));
  };

  return (
    <EnquiryInbox
      enquiries={shown}
      state={state}
      onStatusChange={changeStatus}
      onRetry={() => setAttempt((count) => count + 1)}
      onExport={exportCsv}
    />
  );
}
