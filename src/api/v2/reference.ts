import type { AxiosRequestConfig } from 'axios';
import { v2Client } from './client';
import type { NamedOption } from './types/common';

/** A school (spec §3 Lookups). */
export interface School {
  schoolSerNo: number;
  schoolName: string;
}

/** A department of a school. */
export interface SchoolDepartment {
  schoolDepNo: number;
  schoolDepName: string;
}

/** A bank. */
export interface Bank {
  bankCode: string;
  bankName: string;
}

/** A branch of a bank. */
export interface BankBranch {
  branchCode: string;
  branchName: string;
}

/** The newest mid clause (居間條款); its version goes into the application as midClausever. */
export interface MidClause {
  appMidClausever: string;
  title: string;
  content: string;
  publishedAt: string;
}

/*
 * Reference data the forms' lookups read (spec §7 Reference data): public, no token.
 */

/** `GET /members/schools`. */
export async function fetchSchools(config: AxiosRequestConfig = {}): Promise<School[]> {
  const { data } = await v2Client.get<School[]>('/members/schools', config);
  return data;
}

/** `GET /members/schools/{id}/departments`. */
export async function fetchDepartments(
  schoolSerNo: number,
  config: AxiosRequestConfig = {},
): Promise<SchoolDepartment[]> {
  const { data } = await v2Client.get<SchoolDepartment[]>(
    `/members/schools/${schoolSerNo}/departments`,
    config,
  );
  return data;
}

/** `GET /members/banks`. */
export async function fetchBanks(config: AxiosRequestConfig = {}): Promise<Bank[]> {
  const { data } = await v2Client.get<Bank[]>('/members/banks', config);
  return data;
}

/** `GET /members/banks/{code}/branches?keyword=`: a bank's branches, optionally filtered by name or code. */
export async function fetchBankBranches(
  bankCode: string,
  keyword?: string,
  config: AxiosRequestConfig = {},
): Promise<BankBranch[]> {
  const { data } = await v2Client.get<BankBranch[]>(
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
): Promise<NamedOption[]> {
  const { data } = await v2Client.get<NamedOption[]>('/members/contact-relations', {
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
