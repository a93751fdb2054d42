import productSchema from '../../../../schemas/commodityProduct.json';
import productUiSchema from '../../../../uischemas/commodityProduct.json';
import type { ProductForm } from './form-data';

/** One upload field of the product form and the server file category it holds. */
export interface UploadField {
  field: string;
  categoryId: number;
  /** An array of file URLs (a multi-file category) rather than one URL. */
  multiple: boolean;
}

interface PropertyNode {
  type?: unknown;
}

/** Every `properties` map of the schema, its if/then branches included (the product images live there). */
function propertyMaps(schema: unknown): Record<string, PropertyNode>[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { properties?: Record<string, PropertyNode>; allOf?: unknown[]; then?: unknown };
  return [
    ...(node.properties ? [node.properties] : []),
    ...(node.allOf ?? []).flatMap(propertyMaps),
    ...propertyMaps(node.then),
  ];
}

function readUploadFields(): UploadField[] {
  const properties = Object.assign({}, ...propertyMaps(productSchema).reverse()) as Record<
    string,
    PropertyNode
  >;
  return Object.entries(productUiSchema).flatMap(([field, ui]) => {
    const options = (ui as { 'ui:options'?: { fileCategory?: unknown } })['ui:options'];
    if (typeof options?.fileCategory !== 'number') return [];
    return [{ field, categoryId: options.fileCategory, multiple: properties[field]?.type === 'array' }];
  });
}

/**
 * The product form's upload fields, read from the form files themselves (the field ↔ category pairs
 * of uischemas/commodityProduct.json, single or multiple by the schema's type), so adding a category
 * field is a data edit there and nowhere else.
 */
export const UPLOAD_FIELDS: readonly UploadField[] = readUploadFields();

/** The upload field of a file category, if the product form has one. */
export function uploadFieldOf(categoryId: number | string): UploadField | undefined {
  return UPLOAD_FIELDS.find((upload) => String(upload.categoryId) === String(categoryId));
}

/**
 * Uploaded files by category id (a draft's `files`, or each category's `clientFiles`) as the product
 * form's upload fields: the file URL of a single-file field, the list of a multi-file field.
 */
export function uploadsFromFiles(
  filesByCategory: Readonly<Record<string, readonly { fileUrl: string }[] | undefined>>,
): ProductForm {
  const uploads: ProductForm = {};
  for (const { field, categoryId, multiple } of UPLOAD_FIELDS) {
    const urls = (filesByCategory[String(categoryId)] ?? []).map((file) => file.fileUrl);
    // A single-file category keeps its newest file: the server replaces, so there is one at most.
    if (urls.length > 0) uploads[field] = multiple ? urls : urls[urls.length - 1];
  }
  return uploads;
}
