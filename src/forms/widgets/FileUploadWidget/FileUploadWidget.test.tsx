import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import type { FenqiFormContext, FileCategory, FileUploader, UploadedFile } from '../../form-context';
import FileUploadWidget from '.';

type Data = Record<string, unknown>;

const ID_FRONT: FileCategory = {
  id: 17,
  name: '身分證正面',
  maxOnApply: 1,
  sampleUrl: 'https://cdn.test/sample-17.png',
};
const PAYSLIPS: FileCategory = { id: 21, name: '薪資證明', maxOnApply: 2 };
const fileCategories = { [ID_FRONT.id]: ID_FRONT, [PAYSLIPS.id]: PAYSLIPS };

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    idFront: { type: 'string', title: '身分證正面' },
    payslips: { type: 'array', title: '薪資證明', items: { type: 'string' } },
  },
};
const uiSchema: UiSchema = {
  idFront: { 'ui:widget': 'fileUpload', 'ui:options': { fileCategory: 17 } },
  payslips: { 'ui:widget': 'fileUpload', 'ui:options': { fileCategory: 21 } },
};

function renderForm(context: FenqiFormContext, formData: Data = {}, ui: UiSchema = uiSchema) {
  const view = renderRjsf({
    schema,
    uiSchema: ui,
    widgets: { fileUpload: FileUploadWidget },
    formData,
    formContext: { fileCategories, ...context },
  });
  const input = (field: string) =>
    view.container.querySelector<HTMLInputElement>(`#root_${field} input[type=file], input#root_${field}`)!;
  return { ...view, input };
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

/** A server that stores each file under its name and answers with a thumbnail. */
const uploadByName: FileUploader = async (file) => ({
  id: file.name,
  fileUrl: `https://files.test/${file.name}`,
  thumbnailUrl: `https://files.test/thumb-${file.name}`,
});

/** The thumbnails the upload list shows (its pictures; antd's icons are role="img" spans, not pictures). */
const thumbnails = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('img')
    .filter((img): img is HTMLImageElement => img.tagName === 'IMG')
    .map((img) => img.src);

describe('FileUploadWidget', () => {
  it('validates the field once its upload lands, so an earlier 請上傳 goes away', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    const view = renderRjsf({
      schema,
      uiSchema,
      widgets: { fileUpload: FileUploadWidget },
      formContext: { fileCategories, uploadFile: uploadByName },
      onBlur,
    });
    const input = view.container.querySelector<HTMLInputElement>(
      '#root_idFront input[type=file], input#root_idFront',
    )!;
    await user.upload(input, png('front.png'));
    await waitFor(() => expect(onBlur).toHaveBeenCalledWith('root_idFront', 'https://files.test/front.png'));
  });

  it('uploads one file of a single category as a fileUrl string, and a new upload replaces it', async () => {
    const user = userEvent.setup();
    const uploadFile = jest.fn(uploadByName);
    const { lastData, input, container } = renderForm({ uploadFile });

    expect(input('idFront').accept).toBe('image/*');
    expect(input('idFront').hasAttribute('capture')).toBe(false);
    await user.upload(input('idFront'), png('a.png'));
    await waitFor(() => expect(lastData()).toEqual({ idFront: 'https://files.test/a.png' }));
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), ID_FRONT, expect.any(Function));
    await waitFor(() => expect(thumbnails(container)).toEqual(['https://files.test/thumb-a.png']));

    await user.upload(input('idFront'), png('b.png'));
    await waitFor(() => expect(lastData()).toEqual({ idFront: 'https://files.test/b.png' }));
    await waitFor(() => expect(thumbnails(container)).toEqual(['https://files.test/thumb-b.png']));
  });

  it('appends files of a multiple category up to maxOnApply', async () => {
    const user = userEvent.setup();
    const uploadFile = jest.fn(uploadByName);
    const { lastData, input, container } = renderForm({ uploadFile });
    expect(screen.getByRole('button', { name: /^薪資證明/ })).toBeTruthy();
    await user.upload(input('payslips'), png('p1.png'));
    await waitFor(() => expect(lastData()).toEqual({ payslips: ['https://files.test/p1.png'] }));
    // Two more in one pick: only one fits under maxOnApply 2.
    await user.upload(input('payslips'), [png('p2.png'), png('p3.png')]);
    await waitFor(() =>
      expect(lastData()).toEqual({
        payslips: ['https://files.test/p1.png', 'https://files.test/p2.png'],
      }),
    );
    expect(uploadFile).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(thumbnails(container)).toHaveLength(2));
    // Full: the trigger card, and with it the file input, is gone.
    expect(input('payslips')).toBeNull();
  });

  it('removes a file from the value', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm(
      { uploadFile: uploadByName },
      { payslips: ['https://files.test/p1.png', 'https://files.test/p2.png'] },
    );
    await user.click(screen.getAllByRole('button', { name: 'Remove file' })[0]!);
    await waitFor(() => expect(lastData()).toEqual({ payslips: ['https://files.test/p2.png'] }));
  });

  it('shows 上傳失敗，請重試 on a failed file and keeps the earlier value', async () => {
    const user = userEvent.setup();
    const uploadFile = jest.fn<ReturnType<FileUploader>, Parameters<FileUploader>>(uploadByName);
    uploadFile.mockImplementationOnce(uploadByName).mockRejectedValueOnce(new Error('500'));
    const { onChange, lastData, input, container } = renderForm({ uploadFile });

    await user.upload(input('idFront'), png('a.png'));
    await waitFor(() => expect(lastData()).toEqual({ idFront: 'https://files.test/a.png' }));
    const calls = onChange.mock.calls.length;

    await user.upload(input('idFront'), png('b.png'));
    expect(await screen.findByText('上傳失敗，請重試')).toBeTruthy();
    expect(onChange.mock.calls.length).toBe(calls);
    expect(thumbnails(container)).toEqual(['https://files.test/thumb-a.png']);
  });

  it('offers each category as a tile button named by its state, opening the chooser on Enter and Space', async () => {
    const user = userEvent.setup();
    const { input } = renderForm({ uploadFile: uploadByName }, { payslips: ['https://files.test/p1.png'] });
    const tile = screen.getByRole('button', { name: '身分證正面 未上傳' });
    expect(screen.getByRole('button', { name: '薪資證明 已上傳 1/2' })).toBeTruthy();
    const chooser = jest.fn((event: Event) => event.preventDefault());
    input('idFront').addEventListener('click', chooser);

    await user.tab();
    expect(document.activeElement).toBe(tile);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(chooser).toHaveBeenCalledTimes(2);

    input('idFront').removeEventListener('click', chooser);
    await user.upload(input('idFront'), png('a.png'));
    expect(await screen.findByRole('button', { name: '身分證正面 已上傳' })).toBeTruthy();
  });

  it('announces a failed upload in an alert the tile is described by', async () => {
    const user = userEvent.setup();
    const uploadFile = jest.fn<ReturnType<FileUploader>, Parameters<FileUploader>>();
    uploadFile.mockRejectedValueOnce(new Error('500'));
    const { input } = renderForm({ uploadFile });

    await user.upload(input('idFront'), png('b.png'));
    const alert = await screen.findByText('b.png：上傳失敗，請重試');
    expect(alert.closest('[role="alert"]')?.id).toBe('root_idFront__upload-error');
    const tile = screen.getByRole('button', { name: '身分證正面 未上傳' });
    expect(tile.getAttribute('aria-describedby')).toContain('root_idFront__upload-error');
    expect(tile.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the other files of a multiple category when one upload fails', async () => {
    const user = userEvent.setup();
    const uploadFile = jest.fn<ReturnType<FileUploader>, Parameters<FileUploader>>();
    uploadFile.mockRejectedValueOnce(new Error('500'));
    const { onChange, input, container } = renderForm(
      { uploadFile },
      { payslips: ['https://files.test/p1.png'] },
    );

    await user.upload(input('payslips'), png('p2.png'));
    expect(await screen.findByText('上傳失敗，請重試')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(thumbnails(container)).toEqual(['https://files.test/p1.png']);
  });

  it('shows 檔案上傳中，請稍候！ with progress while the upload is pending', async () => {
    const user = userEvent.setup();
    let finish!: (file: UploadedFile) => void;
    let report!: (percent: number) => void;
    const uploadFile: FileUploader = (_file, _category, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const { lastData, input } = renderForm({ uploadFile });

    await user.upload(input('idFront'), png('a.png'));
    expect(await screen.findByText('檔案上傳中，請稍候！')).toBeTruthy();
    act(() => report(40));
    await waitFor(() => expect(screen.queryByRole('progressbar')?.getAttribute('aria-valuenow')).toBe('40'));
    // Named after its file, so a screen reader says whose upload is at 40 %.
    expect(screen.getByRole('progressbar', { name: 'a.png 上傳進度' })).toBeTruthy();

    finish({ id: 1, fileUrl: 'https://files.test/a.png' });
    await waitFor(() => expect(screen.queryByText('檔案上傳中，請稍候！')).toBeNull());
    expect(lastData()).toEqual({ idFront: 'https://files.test/a.png' });
  });

  it('reads the file as a data URL when the form context has no uploader', async () => {
    const user = userEvent.setup();
    const { lastData, input } = renderForm({});
    await user.upload(input('idFront'), png('a.png'));
    await waitFor(() =>
      expect(lastData()).toEqual({ idFront: expect.stringMatching(/^data:image\/png;base64,/) }),
    );
  });

  it('shows the category sample link and honours ui:options.accept', () => {
    const { input } = renderForm(
      { uploadFile: uploadByName },
      {},
      {
        ...uiSchema,
        idFront: {
          'ui:widget': 'fileUpload',
          'ui:options': { fileCategory: 17, accept: 'image/*,application/pdf' },
        },
      },
    );
    expect(screen.getByRole('link', { name: '範例' }).getAttribute('href')).toBe(ID_FRONT.sampleUrl);
    expect(input('idFront').accept).toBe('image/*,application/pdf');
  });

  it('throws with the field id when the category is not in the form context', () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRjsf({
      schema,
      uiSchema: { idFront: { 'ui:widget': 'fileUpload', 'ui:options': { fileCategory: 99 } } },
      widgets: { fileUpload: FileUploadWidget },
      formContext: { fileCategories },
      errorBoundary: true,
    });
    expect(screen.getByText('Unknown file category 99 at root_idFront')).toBeTruthy();
    silence.mockRestore();
  });
});
