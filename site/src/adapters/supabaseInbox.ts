import type { SupabaseConfig } from '../config';
import { type EnquiryRow, enquirySelect } from '../ports/enquiryRow';
import type { Inbox, StoredEnquiry } from '../ports/inbox';
import { supabaseClient } from './supabase';

/** Most enquiries the inbox reads (Supabase's row limit); with 12 months kept, far more than arrive. */
const maxEnquiries = 1000;

/**
 * The /admin inbox through supabase-js with the signed-in session: the `enquiries` table, newest first,
 * and its `status` column; row level security lets only admins read or change either. A change that
 * reaches no row (the role was taken away meanwhile) rejects, so the page never shows a change that was
 * not saved.
 */
export const supabaseInbox = (config: SupabaseConfig): Inbox => ({
  list: async () => {
    const client = await supabaseClient(config);
    const { data, error } = await client
      .from('enquiries')
      .select(enquirySelect)
      .order('received_at', { ascending: false })
      .limit(maxEnquiries);
    if (error) throw error;
    return (data as unknown as EnquiryRow[]).map(
      ({ received_at, ...row }): StoredEnquiry => ({ ...row, receivedAt: received_at }),
    );
  },
  setStatus: async (id, status) => {
    const client = await supabaseClient(config);
    const { data, error } = await client.from('enquiries').update({ status }).eq('id', id).select('id');
    if (error) throw error;
    if (!data?.length) throw new Error('The enquiry was not changed (not found, or not allowed).');
  },
});
