import axios from 'axios';
import { devToolsToken } from './dev-tools-token';
import type {
  StudioFile,
  StudioContracts,
  StudioForm,
  StudioForms,
  StudioImpact,
  StudioPreview,
} from '../../../.generated/api-replies';

/** The form studio's calls: the development-only file and preview API (`/api/v2/dev/studio`). */
const studioClient = axios.create({ baseURL: '/api/v2/dev/studio', timeout: 30_000 });
studioClient.interceptors.request.use((config) => {
  const token = devToolsToken();
  if (token) config.headers.set('X-Dev-Tools-Token', token);
  return config;
});

/** The forms, or null when this server has no studio (production, or a static build). */
export async function fetchStudioForms(): Promise<StudioForms | null> {
  try {
    const { data } = await studioClient.get<unknown>('/forms');
    // A static build answers every path with its page: no studio there.
    return Array.isArray(data) ? (data as StudioForms) : null;
  } catch (error) {
    if (axios.isAxiosError(error) && (error.response?.status === 404 || !error.response)) return null;
    throw error;
  }
}

export async function fetchStudioForm(name: string): Promise<StudioForm> {
  return (await studioClient.get<StudioForm>(`/forms/${encodeURIComponent(name)}`)).data;
}

/** What the studio holds for one form, unsaved. */
export interface StudioEdit {
  form: string;
  schema: string;
  uiSchema: string | null;
  fixtures: StudioFile[];
}

export async function previewForm(edit: StudioEdit, signal?: AbortSignal): Promise<StudioPreview> {
  return (await studioClient.post<StudioPreview>('/preview', edit, { signal })).data;
}

/** A file as it would be saved: checked and formatted in the repository's style, not written. */
export async function checkStudioFile(file: StudioFile): Promise<StudioFile> {
  return (await studioClient.post<StudioFile>('/files/check', file)).data;
}

/**
 * What saving a schema file (a form or a shared part of schemas/defs/) would do: each form whose
 * rules change, its changed fields and the drafts and recent cases each affects.
 */
export async function fetchSchemaImpact(path: string, schema: string): Promise<StudioImpact> {
  return (await studioClient.post<StudioImpact>('/impact', { path, schema })).data;
}

/** The contract text files as they are on disk now. */
export async function fetchStudioContracts(): Promise<StudioContracts> {
  return (await studioClient.get<StudioContracts>('/contracts')).data;
}

/** A contract file previewed with a case's figures, as the PDF a signer would get. */
export async function fetchContractPreview(id: string, caseNo: string): Promise<Blob> {
  const { data } = await studioClient.get<Blob>(`/contracts/${encodeURIComponent(id)}/preview`, {
    params: { caseNo },
    responseType: 'blob',
  });
  return data;
}

export async function saveStudioFile(file: StudioFile): Promise<StudioFile> {
  return (await studioClient.put<StudioFile>('/files', file)).data;
}

/** The server's zh-TW message for a refused call, or the transport's. */
export function studioErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as { message?: unknown } | undefined;
    if (typeof body?.message === 'string') return body.message;
    return error.response ? `伺服器回應 ${error.response.status}` : '無法連線到伺服器';
  }
  return (error as Error).message;
}
