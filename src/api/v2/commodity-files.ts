import { AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { applicantToken } from '../commodity-token';
import { reviseKeptReply } from '../offline/last-replies';
import { withUploadProgress, type UploadProgressCallback } from '../upload-progress';
import { expectStatus, v2Client, withBearer } from './client';
import { uploadForm } from './multipart';
import type { ClientFile } from './types/common';
import type { FileCategory } from './types/commodity';

/*
 * Uploads of the commodity application (spec §3 file categories, §4 rules). A member's
 * commodity token and a new member's draft token are both accepted.
 */

/**
 * `GET /members/commodity-cases/file-categories`: the apply-phase categories with a sample
 * picture each and the caller's draft files (authoritative for the commodity flow, spec §3).
 */
export async function fetchFileCategories(config: AxiosRequestConfig = {}): Promise<FileCategory[]> {
  const { data } = await v2Client.get<FileCategory[]>(FILE_CATEGORIES, withBearer(applicantToken(), config));
  return data;
}

const FILE_CATEGORIES = '/members/commodity-cases/file-categories';

/**
 * The device's copy of the file categories (read when offline) with `files` as the draft's files:
 * each upload's reply names the stored file, so the copy learns it without another GET.
 */
export async function keepFileCategoriesListing(files: readonly ClientFile[]): Promise<void> {
  const token = applicantToken();
  if (!token) return;
  const headers = new AxiosHeaders({ Authorization: `Bearer ${token}` });
  const asFetched = { method: 'get', url: FILE_CATEGORIES, headers } as InternalAxiosRequestConfig;
  await reviseKeptReply<FileCategory[]>(asFetched, (categories) =>
    categories.map((category) => ({
      ...category,
      clientFiles: files.filter((file) => file.fileCategoryId === String(category.id)),
    })),
  );
}

/**
 * `POST /members/commodity-cases/tmp/files` (multipart `fileCategoryId` then the file, 201):
 * a single-file category replaces its file, a multiple one (13) appends up to maxOnApply
 * (400-10 past it); 14 removes 15 and vice versa; a category not applicable answers 3012.
 */
export async function uploadCommodityFile(
  fileCategoryId: number,
  file: Blob,
  onProgress?: UploadProgressCallback,
  config: AxiosRequestConfig = {},
): Promise<ClientFile> {
  const { data } = await v2Client.post<ClientFile>(
    '/members/commodity-cases/tmp/files',
    uploadForm(file, { fileCategoryId }),
    withUploadProgress(onProgress, withBearer(applicantToken(), expectStatus(201, config))),
  );
  return data;
}

/** `DELETE /members/commodity-cases/tmp/files/{id}` (204): removes one of the caller's draft files. */
export async function deleteCommodityFile(fileId: number, config: AxiosRequestConfig = {}): Promise<void> {
  await v2Client.delete(`/members/commodity-cases/tmp/files/${fileId}`, withBearer(applicantToken(), config));
}
