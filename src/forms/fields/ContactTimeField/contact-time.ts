/** When the member prefers to be called. */
export type ContactPeriod = 'morning' | 'afternoon' | 'other';

/** Contact time as the form holds it: a period and, for `other`, free text as the slot; `''` is not chosen yet. */
export interface ContactTime {
  period?: ContactPeriod | '';
  slot?: string;
}

/** The fixed slots of each period (spec §3 option lists); `other` takes free text instead. */
export const CONTACT_TIME_SLOTS: Readonly<Record<Exclude<ContactPeriod, 'other'>, readonly string[]>> = {
  morning: ['10-11', '11-12', '12-13'],
  afternoon: ['13-15', '15-17', '17-19', '19-21'],
};

const PERIODS: readonly string[] = ['morning', 'afternoon', 'other'];

const isPeriod = (text: string): text is ContactPeriod => PERIODS.includes(text);

/** A stored slot as people read it: `10-11` → `10:00–11:00`. */
export function slotLabel(slot: string): string {
  return slot.replace(/^(\d+)-(\d+)$/, '$1:00–$2:00');
}

/**
 * The two comma-joined values the server takes (`morning,10-11`); null until both are chosen: the
 * server refuses a period alone (`morning,`), so a draft saved half-way leaves the field out.
 */
export function joinContactTime(value: ContactTime | undefined): string | null {
  return value?.period && value.slot ? `${value.period},${value.slot}` : null;
}

/** The server's comma-joined text split back; two empty values for null, as drafts are formatted (spec §4). */
export function splitContactTime(text: string | null | undefined): Required<ContactTime> {
  // Only the first comma separates: free text under `other` may contain commas itself.
  const [period = '', ...slot] = (text ?? '').split(',');
  return { period: isPeriod(period) ? period : '', slot: slot.join(',') };
}
