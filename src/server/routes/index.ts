import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { appConfigRoutes } from './app-config';
import { authRoutes } from './auth';
import { commodityCasesRoutes } from './commodity-cases';
import { commodityDraftsRoutes } from './commodity-drafts';
import { commodityFilesRoutes } from './commodity-files';
import { commodityOcrRoutes } from './commodity-ocr';
import { devOutboxRoutes } from './dev-outbox';
import { emailsRoutes } from './emails';
import { fileRoutes } from './files';
import { guarantorGuestRoutes } from './guarantor-guest';
import { healthRoutes } from './health';
import { guarantorOlderRoutes } from './guarantor-older';
import { interestPlansRoutes } from './interest-plans';
import { legacyV1Routes } from './legacy-v1';
import { memberCasesRoutes } from './member-cases';
import { caseIdVerifyRoutes } from './case-id-verify';
import { caseRepaymentRoutes } from './case-repayment';
import { commodityPaymentsRoutes } from './commodity-payments';
import { olderCaseApplyRoutes } from './older-case-apply';
import { memberInfoRoutes } from './member-info';
import { memberLookupRoutes } from './member-lookup';
import { minorMemberRoutes } from './minor-member';
import { newsRoutes } from './news';
import { olderFlowRoutes } from './older-flow';
import { ordersRoutes } from './orders';
import { passwordsRoutes } from './passwords';
import { paymentsRoutes } from './payments';
import { referenceRoutes } from './reference';
import { studioOutsideProduction } from './studio-outside-production';
import { contractTextsRoutes } from './contract-texts';
import { signedDocumentsRoutes } from './signed-documents';
import { vehicleLoansRoutes } from './vehicle-loans';

/** A route plugin: registers one area's calls, given the server context. */
export type RoutePlugin = (app: FastifyInstance, options: { ctx: ServerContext }) => Promise<void>;

/** Every route area of spec §7, one file each, mirroring the API paths. */
export const ROUTE_PLUGINS: readonly RoutePlugin[] = [
  appConfigRoutes,
  referenceRoutes,
  newsRoutes,
  memberLookupRoutes,
  authRoutes,
  passwordsRoutes,
  emailsRoutes,
  memberInfoRoutes,
  devOutboxRoutes,
  interestPlansRoutes,
  commodityCasesRoutes,
  commodityDraftsRoutes,
  commodityFilesRoutes,
  commodityOcrRoutes,
  memberCasesRoutes,
  caseIdVerifyRoutes,
  caseRepaymentRoutes,
  commodityPaymentsRoutes,
  olderCaseApplyRoutes,
  ordersRoutes,
  paymentsRoutes,
  guarantorGuestRoutes,
  guarantorOlderRoutes,
  signedDocumentsRoutes,
  contractTextsRoutes,
  vehicleLoansRoutes,
  studioOutsideProduction,
  minorMemberRoutes,
  olderFlowRoutes,
  legacyV1Routes,
  fileRoutes,
  healthRoutes,
];
