import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { authRoutes } from './auth';
import { commodityCasesRoutes } from './commodity-cases';
import { devOutboxRoutes } from './dev-outbox';
import { emailsRoutes } from './emails';
import { fileRoutes } from './files';
import { guarantorGuestRoutes } from './guarantor-guest';
import { guarantorOlderRoutes } from './guarantor-older';
import { interestPlansRoutes } from './interest-plans';
import { legacyV1Routes } from './legacy-v1';
import { memberCasesRoutes } from './member-cases';
import { memberInfoRoutes } from './member-info';
import { memberLookupRoutes } from './member-lookup';
import { minorMemberRoutes } from './minor-member';
import { olderFlowRoutes } from './older-flow';
import { ordersRoutes } from './orders';
import { passwordsRoutes } from './passwords';
import { paymentsRoutes } from './payments';
import { referenceRoutes } from './reference';
import { vehicleLoansRoutes } from './vehicle-loans';

/** A route plugin: registers one area's calls, given the server context. */
export type RoutePlugin = (app: FastifyInstance, options: { ctx: ServerContext }) => Promise<void>;

/** Every route area of spec §7, one file each, mirroring the API paths. */
export const ROUTE_PLUGINS: readonly RoutePlugin[] = [
  referenceRoutes,
  memberLookupRoutes,
  authRoutes,
  passwordsRoutes,
  emailsRoutes,
  memberInfoRoutes,
  devOutboxRoutes,
  interestPlansRoutes,
  commodityCasesRoutes,
  memberCasesRoutes,
  ordersRoutes,
  paymentsRoutes,
  guarantorGuestRoutes,
  guarantorOlderRoutes,
  vehicleLoansRoutes,
  minorMemberRoutes,
  olderFlowRoutes,
  legacyV1Routes,
  fileRoutes,
];
