import { drawTypedSignature, normalisedName, typedNameProblem } from './typed-signature';

describe('typed signature', () => {
  it('takes a name without its spaces', () => {
    expect(normalisedName(' 王 大明 ')).toBe('王大明');
  });

  it('asks for a name, and for the applicant’s own name when it is known', () => {
    expect(typedNameProblem('  ')).toBe('請輸入您的姓名');
    expect(typedNameProblem('王大明')).toBeNull();
    expect(typedNameProblem('王 大明', '王大明')).toBeNull();
    expect(typedNameProblem('王小明', '王大明')).toBe('姓名須與申請人姓名「王大明」相同');
  });

  it('draws the name centred in black on white, shrunk to fit a narrow pad', () => {
    const calls: string[] = [];
    const ctx = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      fillRect: (...args: number[]) => calls.push(`rect ${args.join(',')}`),
      measureText: (text: string) => ({ width: text.length * 100 }),
      fillText: (text: string, x: number, y: number) => calls.push(`text ${text} ${x},${y}`),
      set font(value: string) {
        calls.push(`font ${value.split(' ')[0]}`);
      },
      fillStyle: '',
      textAlign: '',
      textBaseline: '',
    } as unknown as CanvasRenderingContext2D;
    drawTypedSignature(ctx, '王 大明', 300, 200);
    expect(calls).toContain('rect 0,0,300,200');
    expect(calls).toContain('text 王大明 150,100');
    // 3 characters measured 300 px at 72 px: shrunk to 86 % of the pad's width.
    expect(calls.filter((call) => call.startsWith('font'))).toEqual(['font 72px', 'font 61.92px']);
  });
});
