import type { AxiosRequestConfig } from 'axios';
import type { SignedDocuments } from '../../validation/api-replies';
import { v2Client, withBearer } from './client';

/** A case's signed contract PDFs (schemas/api/replies/signed-documents.json). */
export type { SignedDocuments };

/** `GET /members/cases/{id}/signed-documents` (Bearer): the PDFs with signed links (an hour) and SHA-256. */
export async function fetchSignedDocuments(
  caseId: number,
  config: AxiosRequestConfig = {},
): Promise<SignedDocuments> {
  const { data } = await v2Client.get<SignedDocuments>(
    `/members/cases/${caseId}/signed-documents`,
    withBearer(undefined, config),
  );
  return data;
}
