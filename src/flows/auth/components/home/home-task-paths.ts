import { pageOrigin } from '../../../../api/page-origin';
import {
  guarantorPath,
  idVerifyPath,
  minorAgreementPath,
  orderDetailPath,
  ROUTE_PATHS,
} from '../../../../domain/route-paths';

/** Where the member home's tasks lead. */
export const homeTaskPaths = {
  /** The order list with the case's detail open. */
  orderDetail: orderDetailPath,
  /** Identity verification (對保) of an approved case. */
  idVerify: idVerifyPath,
  /** The full guarantor link the member forwards (a guest page on this site). */
  guarantorLink: (signPath: string) => `${pageOrigin()}${guarantorPath(signPath)}`,
  /** The guardian agreement of a minor applicant's case. */
  minorAgreement: minorAgreementPath,
  payment: ROUTE_PATHS.payment,
} as const;
