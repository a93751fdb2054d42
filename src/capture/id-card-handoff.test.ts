import {
  clearIdCardHandoff,
  ID_CARD_HANDOFF_KEY,
  readIdCardHandoff,
  saveIdCardHandoff,
} from './id-card-handoff';

beforeEach(() => sessionStorage.clear());

describe('ID-card handoff', () => {
  it('keeps the fields in sessionStorage under fenqi.idCardOcr and reads them back', () => {
    const fields = {
      idCardNo: 'A123456789',
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    };
    saveIdCardHandoff(fields);
    expect(JSON.parse(sessionStorage.getItem(ID_CARD_HANDOFF_KEY) ?? 'null')).toEqual(fields);
    expect(readIdCardHandoff()).toEqual(fields);
  });

  it('reads nothing when there is nothing, and after clearing', () => {
    expect(readIdCardHandoff()).toBeNull();
    saveIdCardHandoff({ idCardNo: 'A123456789' });
    clearIdCardHandoff();
    expect(readIdCardHandoff()).toBeNull();
  });

  it('tolerates damaged entries: bad JSON, no object, no known field', () => {
    for (const raw of ['{not json', 'null', '"A123456789"', '[1,2]', '{"other":1}']) {
      sessionStorage.setItem(ID_CARD_HANDOFF_KEY, raw);
      expect(readIdCardHandoff()).toBeNull();
    }
  });

  it('keeps only known fields with sensible values, as the server keeps an OCR reading', () => {
    sessionStorage.setItem(
      ID_CARD_HANDOFF_KEY,
      JSON.stringify({
        idCardNo: 'a123456789',
        issueYear: '109',
        issueMonth: 5.5,
        issueDay: 1,
        name: 7,
        extra: 'x',
      }),
    );
    // A number written as text is the number it says; a fraction, a wrong type or an unknown field is dropped.
    expect(readIdCardHandoff()).toEqual({ idCardNo: 'A123456789', issueYear: 109, issueDay: 1 });
  });

  it('does not throw where storage refuses access', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveIdCardHandoff({ idCardNo: 'A123456789' })).not.toThrow();
    setItem.mockRestore();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readIdCardHandoff()).toBeNull();
    getItem.mockRestore();
  });
});
