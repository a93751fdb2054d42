import { signatureValue } from './signature-value';

describe('signatureValue', () => {
  it('is undefined for an empty pad and a PNG data URL otherwise', () => {
    const toDataURL = jest.fn(() => 'data:image/png;base64,eA==');
    expect(signatureValue({ isEmpty: () => true, toDataURL })).toBeUndefined();
    expect(toDataURL).not.toHaveBeenCalled();
    expect(signatureValue({ isEmpty: () => false, toDataURL })).toBe('data:image/png;base64,eA==');
    expect(signatureValue(null)).toBeUndefined();
  });
});
