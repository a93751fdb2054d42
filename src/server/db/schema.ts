import type { AccountTables } from './tables/accounts';
import type { AuditTables } from './tables/audit';
import type { CaseTables } from './tables/cases';
import type { GuestTables } from './tables/guests';
import type { ReferenceTables } from './tables/reference';

export type * from './tables/accounts';
export type * from './tables/audit';
export type * from './tables/cases';
export type * from './tables/guests';
export type * from './tables/reference';

/** The whole database as Kysely sees it: one interface per area, in db/tables/. */
export interface Database extends ReferenceTables, AccountTables, CaseTables, GuestTables, AuditTables {}
