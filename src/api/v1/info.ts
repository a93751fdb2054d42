import type { AxiosRequestConfig } from 'axios';
import type {
  SchoolDepartment,
  V1BankBranchList,
  V1BankList,
  V1ContactRelationList,
  V1DistrictList,
  V1NameList,
  V1NamedOptionList,
  V1SchoolDepartmentList,
  V1SchoolList,
} from '../../validation/api-replies';
import { v1Client } from './client';

/** The reply of each v1 reference list `GET /info/index/{type}` serves (schemas/api/replies/v1-*). */
export interface V1InfoReplies {
  bank: V1BankList;
  bank_branch: V1BankBranchList;
  school: V1SchoolList;
  school_department: V1SchoolDepartmentList;
  career: V1NamedOptionList;
  /** isFirstContact 1: offered to the first contact. */
  contact_relation: V1ContactRelationList;
  city: V1NameList;
  district: V1DistrictList;
  id_issue_location: V1NameList;
  education_degree: V1NamedOptionList;
  collegeSystem: V1NamedOptionList;
}

/** The items of each v1 reference list. */
export type V1InfoItems = { [K in keyof V1InfoReplies]: V1InfoReplies[K]['data'][number] };

/** The query each v1 list needs. */
export interface V1InfoParams {
  bank: undefined;
  bank_branch: { bankCode: string };
  school: undefined;
  school_department: { schoolSerNo: number };
  career: undefined;
  contact_relation: undefined;
  city: undefined;
  district: { city: string };
  id_issue_location: undefined;
  education_degree: undefined;
  collegeSystem: undefined;
}

/** A v1 list reply: `{status: 'ok', data}`. */
export interface V1ListBody<T> {
  status: string;
  data: T[];
}

/** A v1 failure body: 422 with code 9100, the fixed message and what was wrong. */
export interface V1ErrorBody {
  code: string;
  message: string;
  details?: { path: string; keyword: string; message: string }[];
}

/**
 * What a v1 call gives back — always, never a rejection (spec §8): the HTTP status (0 when the
 * connection failed) and the body as the server sent it.
 */
export interface V1Reply<T> {
  status: number;
  data: V1ListBody<T> | V1ErrorBody | null;
}

/** The list of a successful v1 reply, or null for any other. */
export function v1ListOf<T>(reply: V1Reply<T>): T[] | null {
  const body = reply.data;
  return reply.status === 200 && body !== null && 'data' in body && Array.isArray(body.data)
    ? body.data
    : null;
}

/** `GET /api/v1/info/index/{type}`: one reference list of the older v1 API. */
export async function fetchV1Info<K extends keyof V1InfoItems>(
  type: K,
  params?: V1InfoParams[K],
  config: AxiosRequestConfig = {},
): Promise<V1Reply<V1InfoItems[K]>> {
  const { status, data } = await v1Client.get<V1ListBody<V1InfoItems[K]> | V1ErrorBody | null>(
    `/info/index/${encodeURIComponent(type)}`,
    { ...config, params },
  );
  // A proxy's HTML error page is no v1 body.
  return { status, data: typeof data === 'object' ? data : null };
}

/** `GET /api/v1/info/index/school_department?schoolSerNo=`: a school's departments. */
export async function fetchV1SchoolDepartments(
  schoolSerNo: number,
  config: AxiosRequestConfig = {},
): Promise<V1Reply<SchoolDepartment>> {
  return fetchV1Info('school_department', { schoolSerNo }, config);
}
