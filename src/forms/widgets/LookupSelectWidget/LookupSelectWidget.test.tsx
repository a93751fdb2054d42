import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearChoice, shownOptions } from '../../../../tests/support/choose-option';
import { renderRjsf, type RenderRjsfOptions } from '../../../../tests/support/render-rjsf';
import type { LookupLoader, LookupOption } from '../../form-context';
import LookupSelectWidget from '.';

type Data = Record<string, unknown>;

const widgets = { lookupSelect: LookupSelectWidget };

/** The form as a flow runs it: its data held in state and fed back as `formContext.formData`. */
function renderLookup({
  lookups,
  initial,
  ...options
}: Pick<RenderRjsfOptions<Data>, 'schema' | 'uiSchema' | 'errorBoundary'> & {
  lookups: Record<string, LookupLoader>;
  initial?: Data;
}) {
  return renderRjsf({
    ...options,
    widgets,
    formData: initial,
    formContext: { lookups },
    liveFormContext: true,
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const BANKS: LookupOption[] = [
  { value: '004', label: '臺灣銀行' },
  { value: '812', label: '台新銀行' },
];

const bankSchema: RJSFSchema = { type: 'object', properties: { bank: { type: 'string', title: '銀行' } } };

/** The options the (first) select shows now. */
const visibleOptions = () => shownOptions(screen.getAllByRole('combobox')[0]!);

async function openSelect(user: ReturnType<typeof userEvent.setup>, index = 0) {
  await user.click(screen.getAllByRole('combobox')[index]!);
}

describe('LookupSelectWidget', () => {
  it('loads the options of the named lookup and emits the chosen value', async () => {
    const user = userEvent.setup();
    const banks = jest.fn(async () => BANKS);
    const { lastData } = renderLookup({
      schema: bankSchema,
      uiSchema: { bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks' } } },
      lookups: { banks },
    });
    expect(screen.getByText('載入中…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('請選擇')).toBeTruthy());
    await openSelect(user);
    await user.click(await screen.findByTitle('台新銀行'));
    expect(lastData()).toEqual({ bank: '812' });
    expect(banks).toHaveBeenCalledTimes(1);
    expect(banks).toHaveBeenCalledWith({});
  });

  it('emits undefined when the choice is cleared', async () => {
    const user = userEvent.setup();
    const { lastData } = renderLookup({
      schema: bankSchema,
      uiSchema: { bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks' } } },
      lookups: { banks: async () => BANKS },
      initial: { bank: '004' },
    });
    await screen.findByTitle('臺灣銀行');
    await clearChoice(user, screen.getAllByRole('combobox')[0]!);
    expect(lastData()).toEqual({ bank: undefined });
  });

  const schoolSchema: RJSFSchema = {
    type: 'object',
    properties: {
      school: { type: 'string', title: '學校', enum: ['A', 'B'] },
      department: { type: 'string', title: '科系' },
    },
  };
  const schoolUi: UiSchema = {
    school: { 'ui:widget': 'radio' },
    department: {
      'ui:widget': 'lookupSelect',
      'ui:options': { lookup: 'departments', lookupArgs: { schoolId: '/school' } },
    },
  };

  it('reloads when a dependency changes and clears a value that is no longer an option', async () => {
    const user = userEvent.setup();
    const departments = jest.fn(async (args: Record<string, unknown>) =>
      args.schoolId === 'A' ? [{ value: 'a1', label: 'A 資工系' }] : [{ value: 'b1', label: 'B 法律系' }],
    );
    const { lastData } = renderLookup({
      schema: schoolSchema,
      uiSchema: schoolUi,
      lookups: { departments },
      initial: { school: 'A', department: 'a1' },
    });
    await screen.findByTitle('A 資工系');
    expect(departments).toHaveBeenCalledWith({ schoolId: 'A' });

    await user.click(screen.getByLabelText('B'));
    await waitFor(() => expect(departments).toHaveBeenLastCalledWith({ schoolId: 'B' }));
    await waitFor(() => expect(lastData()).toEqual({ school: 'B', department: undefined }));
    await openSelect(user);
    expect(await screen.findByTitle('B 法律系')).toBeTruthy();
  });

  it('keeps a value that is still among the options after a dependency change', async () => {
    const user = userEvent.setup();
    const departments = jest.fn(async () => [{ value: 'law', label: '法律系' }]);
    const { lastData } = renderLookup({
      schema: schoolSchema,
      uiSchema: schoolUi,
      lookups: { departments },
      initial: { school: 'A', department: 'law' },
    });
    await screen.findByTitle('法律系');
    await user.click(screen.getByLabelText('B'));
    await waitFor(() => expect(departments).toHaveBeenCalledTimes(2));
    await screen.findByTitle('法律系');
    expect(lastData()).toEqual({ school: 'B', department: 'law' });
  });

  it('does not load while a dependency is empty', async () => {
    const departments = jest.fn(async () => [{ value: 'x', label: 'X' }]);
    renderLookup({ schema: schoolSchema, uiSchema: schoolUi, lookups: { departments } });
    await screen.findByText('請選擇');
    expect(departments).not.toHaveBeenCalled();
  });

  it('ignores a slow earlier answer that arrives after a later one', async () => {
    const user = userEvent.setup();
    const calls: { args: Record<string, unknown>; answer: ReturnType<typeof deferred<LookupOption[]>> }[] =
      [];
    const departments: LookupLoader = (args) => {
      const answer = deferred<LookupOption[]>();
      calls.push({ args, answer });
      return answer.promise;
    };
    renderLookup({
      schema: schoolSchema,
      uiSchema: schoolUi,
      lookups: { departments },
      initial: { school: 'A' },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await user.click(screen.getByLabelText('B'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.args)).toEqual([{ schoolId: 'A' }, { schoolId: 'B' }]);

    calls[1]!.answer.resolve([{ value: 'b1', label: 'B 法律系' }]);
    await screen.findByText('請選擇');
    calls[0]!.answer.resolve([{ value: 'a1', label: 'A 資工系' }]);
    await calls[0]!.answer.promise;

    await openSelect(user);
    await screen.findByTitle('B 法律系');
    expect(visibleOptions()).toEqual(['B 法律系']);
  });

  it('shows a failure with a retry link that loads again', async () => {
    const user = userEvent.setup();
    const banks = jest.fn<Promise<LookupOption[]>, [Record<string, unknown>]>();
    banks.mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(BANKS);
    renderLookup({
      schema: bankSchema,
      uiSchema: { bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks' } } },
      lookups: { banks },
    });
    expect(await screen.findByText('選項載入失敗，請稍後再試')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(screen.queryByText('選項載入失敗，請稍後再試')).toBeNull());
    await openSelect(user);
    expect(await screen.findByTitle('台新銀行')).toBeTruthy();
    expect(banks).toHaveBeenCalledTimes(2);
  });

  it('asks a failed list again by itself when the browser comes back online', async () => {
    const banks = jest.fn<Promise<LookupOption[]>, [Record<string, unknown>]>();
    banks.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(BANKS);
    renderLookup({
      schema: bankSchema,
      uiSchema: { bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks' } } },
      lookups: { banks },
      initial: { bank: '812' },
    });
    expect(await screen.findByText('選項載入失敗，請稍後再試')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTitle('台新銀行')).toBeTruthy();
    expect(screen.queryByText('選項載入失敗，請稍後再試')).toBeNull();
    expect(banks).toHaveBeenCalledTimes(2);
    // A list that loaded is not asked again.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(banks).toHaveBeenCalledTimes(2);
  });

  it('throws with the field id when the uiSchema names a lookup the form context does not provide', () => {
    const silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLookup({
      schema: bankSchema,
      uiSchema: { bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'bankz' } } },
      lookups: { banks: async () => BANKS },
      errorBoundary: true,
    });
    expect(screen.getByText('Unknown lookup "bankz" at root_bank')).toBeTruthy();
    silence.mockRestore();
  });

  it('filters the loaded options by label when searchable', async () => {
    const user = userEvent.setup();
    renderLookup({
      schema: bankSchema,
      uiSchema: {
        bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks', searchable: true } },
      },
      lookups: { banks: async () => BANKS },
    });
    await screen.findByText('請選擇');
    await openSelect(user);
    await user.keyboard('台新');
    await waitFor(() => expect(visibleOptions()).toEqual(['台新銀行']));
  });

  it('finds 臺灣銀行 when the member types 台灣 (臺 and 台 alike)', async () => {
    const user = userEvent.setup();
    renderLookup({
      schema: bankSchema,
      uiSchema: {
        bank: { 'ui:widget': 'lookupSelect', 'ui:options': { lookup: 'banks', searchable: true } },
      },
      lookups: { banks: async () => BANKS },
    });
    await screen.findByText('請選擇');
    await openSelect(user);
    await user.keyboard('台灣');
    await waitFor(() => expect(visibleOptions()).toEqual(['臺灣銀行']));
  });

  it('sends the typed text to the loader as searchArg, debounced', async () => {
    const user = userEvent.setup();
    const branches = jest.fn(async (args: Record<string, unknown>) => [
      { value: `${String(args.keyword ?? '')}-1`, label: `分行 ${String(args.keyword ?? '全部')}` },
    ]);
    const { lastData } = renderLookup({
      schema: {
        type: 'object',
        properties: { bankCode: { type: 'string' }, branch: { type: 'string', title: '分行' } },
      },
      uiSchema: {
        branch: {
          'ui:widget': 'lookupSelect',
          'ui:options': {
            lookup: 'branches',
            lookupArgs: { bankCode: '/bankCode' },
            searchable: true,
            searchArg: 'keyword',
          },
        },
      },
      lookups: { branches },
      initial: { bankCode: '004' },
    });
    await screen.findByText('請選擇');
    await openSelect(user, 0);
    await user.keyboard('信義');
    await screen.findByTitle('分行 信義');
    expect(branches.mock.calls.map(([args]) => args)).toEqual([
      { bankCode: '004' },
      { bankCode: '004', keyword: '信義' },
    ]);
    await user.click(screen.getByTitle('分行 信義'));
    expect(lastData()).toEqual({ bankCode: '004', branch: '信義-1' });
  });
});
