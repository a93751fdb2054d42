import type { ContractTextsSource } from '../ui/contract-text/use-contract-texts';
import type { PendingInputs } from './typed-value';
import type { ValueStore } from './value-store';

/** One option of a select or radio group delivered by the server. */
export interface LookupOption {
  value: string | number;
  label: string;
  /** Extra data of the option (e.g. a plan's description), for widgets that show more. */
  extra?: Record<string, unknown>;
}

/** Loads a lookup's options; `args` come from other fields (e.g. the chosen bank's code). */
export type LookupLoader = (args: Record<string, unknown>) => Promise<LookupOption[]>;

/** A file category as the server delivers it (spec §3), or an older flow's document code (e.g. '1_1'). */
export interface FileCategory {
  id: number | string;
  name: string;
  maxOnApply: number;
  sampleUrl?: string;
}

/** A stored file as the server answers an upload. */
export interface UploadedFile {
  id: number | string;
  fileUrl: string;
  thumbnailUrl?: string;
  name?: string;
  contentType?: string;
  size?: number;
  /** The category id, or an older flow's document code (e.g. '1_1'). */
  fileCategoryId?: number | string;
}

/** Uploads one file of a category; reports progress 0–100. */
export type FileUploader = (
  file: File,
  category: FileCategory,
  onProgress: (percent: number) => void,
) => Promise<UploadedFile>;

/**
 * What a flow hands every widget through RJSF's `formContext`: the server-side lookups, file
 * categories and the uploader. Widgets read them; nothing here is hard-coded in a schema.
 */
export interface FenqiFormContext {
  /** Lookup loaders by name, as the uiSchema names them (`ui:options.lookup`). */
  lookups?: Record<string, LookupLoader>;
  /** The file categories delivered by the server (or an older flow's document codes), by id. */
  fileCategories?: Record<string, FileCategory>;
  uploadFile?: FileUploader;
  /**
   * The contract texts the page shows (its disclosure's source): a `contractConsent` checkbox names
   * their versions and cannot be ticked before they are shown.
   */
  contractTexts?: ContractTextsSource;
  /** Show the form schema's own title above the form (pages normally show their own heading). */
  showFormTitle?: boolean;
  /** The whole form's current data, for widgets whose options depend on other fields (tests, other hosts). */
  formData?: unknown;
  /** The form's data as FormView keeps it (read with `useFormDataSelector`); wins over `formData`. */
  formDataStore?: ValueStore<unknown>;
  /** The inputs holding a typed value the form has not taken yet (FormView hands them over on submit). */
  pendingInputs?: PendingInputs;
}
