/**
 * The multipart body of an upload. The server reads the form fields sent BEFORE the file to
 * decide about it (category, case number) and refuses the file otherwise, so the fields are
 * appended first and the file last.
 */
export function uploadForm(
  file: Blob,
  fields: Record<string, string | number> = {},
  fileField = 'file',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append(fileField, file, fileNameOf(file));
  return form;
}

/** The name a Blob is sent under: a File keeps its own, anything else is 'upload'. */
export function fileNameOf(file: Blob): string {
  return typeof File !== 'undefined' && file instanceof File ? file.name : 'upload';
}
