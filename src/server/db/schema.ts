import type { AccountTables } from './tables/accounts';
import type { AuditTables } from './tables/audit';
import type { CaseTables } from './tables/cases';
import type { FormTables } from './tables/forms';
import type { GuestTables } from './tables/guests';
import type { ReferenceTables } from './tables/reference';
import type { ServerStateTables } from './tables/server-state';

export type * from './tables/accounts';
export type * from './tables/audit';
export type * from './tables/cases';
export type * from './tables/forms';
export type * from './tables/guests';
export type * from './tables/reference';
export type * from './tables/server-state';

/** The whole database as Kysely sees it: one interface per area, in db/tables/. */
export interface Database
  extends
    ReferenceTables,
    AccountTables,
    CaseTables,
    GuestTables,
    FormTables,
    AuditTables,
    ServerStateTables {}
