import type { AxiosRequestConfig } from 'axios';
import type {
  Bank,
  BankBranch,
  BankBranchList,
  BankList,
  ContactRelationList,
  MidClause,
  School,
  SchoolDepartment,
  SchoolDepartmentList,
  SchoolList,
} from '../../validation/api-replies';
import { v2Client } from './client';

/**
 * The reference items of schemas/api/replies/ (spec §3 Lookups): schools and their departments,
 * banks and their branches, and the newest mid clause (居間條款; its version goes into the
 * application as midClausever).
 */
export type { Bank, BankBranch, MidClause, School, SchoolDepartment };

/*
 * Reference data the forms' lookups read (spec §7 Reference data): public, no token.
 */

/** `GET /members/schools`. */
export async function fetchSchools(config: AxiosRequestConfig = {}): Promise<SchoolList> {
  const { data } = await v2Client.get<SchoolList>('/members/schools', config);
  return data;
}

/** `GET /members/schools/{id}/departments`. */
export async function fetchDepartments(
  schoolSerNo: number,
  config: AxiosRequestConfig = {},
): Promise<SchoolDepartmentList> {
  const { data } = await v2Client.get<SchoolDepartmentList>(
    `/members/schools/${schoolSerNo}/departments`,
    config,
  );
  return data;
}

/** `GET /members/banks`. */
export async function fetchBanks(config: AxiosRequestConfig = {}): Promise<BankList> {
  const { data } = await v2Client.get<BankList>('/members/banks', config);
  return data;
}

/** `GET /members/banks/{code}/branches?keyword=`: a bank's branches, optionally filtered by name or code. */
export async function fetchBankBranches(
  bankCode: string,
  keyword?: string,
  config: AxiosRequestConfig = {},
): Promise<BankBranchList> {
  const { data } = await v2Client.get<BankBranchList>(
    `/members/banks/${encodeURIComponent(bankCode)}/branches`,
    {
      ...config,
      params: keyword ? { keyword } : {},
    },
  );
  return data;
}

/** `GET /members/contact-relations?isFirstContact=`: the relations offered to the first or second contact. */
export async function fetchContactRelations(
  isFirstContact: boolean,
  config: AxiosRequestConfig = {},
): Promise<ContactRelationList> {
  const { data } = await v2Client.get<ContactRelationList>('/members/contact-relations', {
    ...config,
    params: { isFirstContact },
  });
  return data;
}

/** `GET /members/mid-clause`: the newest mid clause (404 when none is published). */
export async function fetchMidClause(config: AxiosRequestConfig = {}): Promise<MidClause> {
  const { data } = await v2Client.get<MidClause>('/members/mid-clause', config);
  return data;
}
