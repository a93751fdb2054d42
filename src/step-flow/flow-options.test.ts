import { defineFlow, erased, nextTextOf, type FlowStepDefinition } from './flow-definition';
import { flowFileRemoved, flowFileStored, flowLoaded, flowReset, idleFlow } from './slice';
import { stepFlowsReducer } from './reducer';
import { flowStepperItems } from './stepper-items';

const input = { loaded: { member: true }, ctx: {}, forms: { plan: { amount: 3000 } } };

describe('nextText', () => {
  it('is 下一步 unless the step names it', () => {
    expect(nextTextOf({ key: 'a', path: '/a', title: 'A' }, input)).toBe('下一步');
    expect(nextTextOf({ key: 'a', path: '/a', title: 'A', nextText: '確認送出' }, input)).toBe('確認送出');
  });

  it('may be a function of the flow state (what was loaded, the forms so far)', () => {
    const step: FlowStepDefinition<object, { member: boolean }> = {
      key: 'confirm',
      path: '/confirm',
      title: '確認',
      nextText: ({ loaded, forms }) =>
        `${loaded.member ? '確認送出' : '送出申請'} NT$${String(forms.plan.amount)}`,
    };
    expect(nextTextOf(step, input)).toBe('確認送出 NT$3000');
    expect(nextTextOf(step, { ...input, loaded: { member: false } })).toBe('送出申請 NT$3000');
  });
});

describe('the stepper', () => {
  const steps = [
    { key: 'one', path: '/one', title: '身分驗證' },
    { key: 'two', path: '/two', title: '選擇方案' },
  ];

  it('ends with 完成, the finish page, unless the flow names that item', () => {
    const flowEnding = (name: string, finish: { path: string; title: string; stepTitle?: string }) =>
      erased(
        defineFlow({
          name,
          guard: 'guest',
          draft: 'none',
          contextOf: () => ({}),
          queryOf: () => ({}),
          invalidLinkText: '',
          load: async () => ({}),
          steps,
          finish,
        }),
      );
    const plain = flowEnding('optionsPlain', { path: '/done', title: '已送出' });
    const named = flowEnding('optionsNamed', { path: '/done', title: '申請完成', stepTitle: '完成申請' });
    expect(flowStepperItems(plain, idleFlow, 0).map((item) => item.title)).toEqual([
      '身分驗證',
      '選擇方案',
      '完成',
    ]);
    const finished = flowStepperItems(named, idleFlow, 2);
    expect(finished.map((item) => item.title)).toEqual(['身分驗證', '選擇方案', '完成申請']);
    expect(finished[2].status).toBe('finish');
  });
});

describe('files', () => {
  const file = (id: number, fileCategoryId: string) => ({
    id,
    fileCategoryId,
    name: `${id}.jpg`,
    contentType: 'image/jpeg',
    size: 1,
    fileUrl: `/files/${id}`,
    thumbnailUrl: `/files/${id}/thumb`,
  });
  defineFlow<object, { listed: ReturnType<typeof file>[] | null }>({
    name: 'files-test',
    guard: 'guest',
    draft: 'none',
    contextOf: () => ({}),
    queryOf: () => ({}),
    invalidLinkText: '連結無效',
    load: async () => ({ listed: null }),
    steps: [{ key: 'one', path: '/one', title: '上傳' }],
    finish: { path: '/done', title: '完成' },
    files: { of: ({ listed }) => listed },
  });
  const run = (actions: { type: string }[]) => actions.reduce(stepFlowsReducer, {})['files-test'];

  it('keeps what was loaded lists, each stored file once, and drops a removed one', () => {
    const loaded = flowLoaded('files-test', { listed: [file(1, '4')] }, {}, null);
    const stored = [file(2, '16'), file(2, '16'), file(3, '16')].map((f) => flowFileStored('files-test', f));
    expect(run([loaded, ...stored]).files.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(run([loaded, ...stored, flowFileRemoved('files-test', 2)]).files.map((f) => f.id)).toEqual([1, 3]);
  });

  it('keeps the files known when what was loaded lists none, and drops them when the flow starts over', () => {
    const stored = flowFileStored('files-test', file(5, '4'));
    const unlisted = flowLoaded('files-test', { listed: null }, {}, null);
    expect(run([stored, unlisted]).files.map((f) => f.id)).toEqual([5]);
    expect(run([stored, unlisted, flowReset('files-test')]).files).toEqual([]);
  });
});
