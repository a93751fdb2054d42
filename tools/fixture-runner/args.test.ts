import { DEFAULT_OUTPUT, JUNIT_ENV, UsageError, parseRunnerArgs } from './args';

const FORMS = ['changePassword', 'commodityApplicant', 'login'];
const parse = (argv: string[], env: Record<string, string> = {}) => parseRunnerArgs(argv, FORMS, env);

describe('parseRunnerArgs', () => {
  it('runs every form with the console table by default', () => {
    expect(parse([])).toEqual({
      forms: undefined,
      watch: false,
      reports: [],
      consoleTo: 'stdout',
      help: false,
    });
  });

  it('takes several --form, in --form=x and comma forms, in name order and without repeats', () => {
    expect(
      parse(['--form', 'login', '--form=changePassword', '-f', 'login,commodityApplicant']).forms,
    ).toEqual(FORMS);
  });

  it('names the forms when a form is unknown, and suggests one that differs only in case', () => {
    expect(() => parse(['--form', 'nope'])).toThrow(
      new UsageError('unknown form "nope". The forms are: changePassword, commodityApplicant, login'),
    );
    expect(() => parse(['--form', 'commodityapplicant'])).toThrow(/Did you mean "commodityApplicant"\?/);
  });

  it('writes junit and html reports to their default files, or to --output', () => {
    expect(parse(['--reporter', 'junit']).reports).toEqual([
      { reporter: 'junit', output: DEFAULT_OUTPUT.junit },
    ]);
    expect(parse(['--reporter', 'html', '--output', 'out/r.html']).reports).toEqual([
      { reporter: 'html', output: 'out/r.html' },
    ]);
    expect(parse(['-r', 'junit,html']).reports).toEqual([
      { reporter: 'junit', output: DEFAULT_OUTPUT.junit },
      { reporter: 'html', output: DEFAULT_OUTPUT.html },
    ]);
    expect(parse(['--reporter', 'console']).reports).toEqual([]);
  });

  it('sends the console table to stderr when a report goes to stdout', () => {
    const options = parse(['--reporter', 'junit', '--output', '-']);
    expect(options.reports).toEqual([{ reporter: 'junit', output: '-' }]);
    expect(options.consoleTo).toBe('stderr');
  });

  it(`adds a JUnit report from ${JUNIT_ENV}, unless the command line asks for one`, () => {
    const env = { [JUNIT_ENV]: 'test-results/ci.xml' };
    expect(parse([], env).reports).toEqual([{ reporter: 'junit', output: 'test-results/ci.xml' }]);
    expect(parse(['--reporter', 'html'], env).reports).toEqual([
      { reporter: 'html', output: DEFAULT_OUTPUT.html },
      { reporter: 'junit', output: 'test-results/ci.xml' },
    ]);
    expect(parse(['--reporter', 'junit', '--output', 'mine.xml'], env).reports).toEqual([
      { reporter: 'junit', output: 'mine.xml' },
    ]);
  });

  it('reads --watch and --help', () => {
    expect(parse(['--watch', '--form', 'login'])).toMatchObject({ watch: true, forms: ['login'] });
    expect(parse(['-w']).watch).toBe(true);
    expect(parse(['--help']).help).toBe(true);
  });

  it.each([
    [['--fomr', 'login'], 'unknown option --fomr'],
    [['login'], 'unexpected argument "login" (to run one form: --form login)'],
    [['--form'], '--form needs a value'],
    [['--reporter', 'xml'], 'unknown reporter "xml": use console, junit, html'],
    [['--output', 'x.xml'], '--output needs --reporter junit or --reporter html'],
    [['--reporter', 'junit', '--reporter', 'html', '--output', 'x'], /--output names one file/],
    [['--reporter', 'junit', '--output', 'a', '--output', 'b'], '--output is given twice'],
    [['--watch=yes'], '--watch takes no value'],
    [['--watch', '--reporter', 'html', '--output', '-'], /--watch writes its reports to files/],
  ])('rejects %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });
});
