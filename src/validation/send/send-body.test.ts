/** @jest-environment node */
import { bundleSchema } from '../schema-bundle';
import { formSchemaId, loadSchemaFiles } from '../schema-files';
import { wireErrors } from '../wire-errors';
import { sendBodyOf } from './send-body';

const files = loadSchemaFiles();
const guarantor = bundleSchema(formSchemaId('guarantor'), files);
const BODY = 'guarantor-living-address.json';

describe("a form's send body (the guarantor form's send)", () => {
  it('sends the living address under its wire names, which the derived body schema accepts', () => {
    const body = sendBodyOf(guarantor, {
      info: { name: '王大明' },
      livingAddress: { city: '新北市', district: '板橋區', postalCode: 220, address: '文化路一段1號' },
      contractSign: 'data:image/png;base64,AAAA',
      agree: true,
    });
    expect(body).toEqual({
      guarLivingCity: '新北市',
      guarLivingDistrict: '板橋區',
      guarLivingAddr: '文化路一段1號',
    });
    expect(wireErrors(BODY, body)).toEqual([]);
  });

  it('applies the named transforms: trimmed text, a city written with 台 sent with 臺', () => {
    const body = sendBodyOf(guarantor, {
      livingAddress: { city: ' 台北市', district: ' 大安區 ', address: ' 復興南路一段1號 ' },
    });
    expect(body).toEqual({
      guarLivingCity: '臺北市',
      guarLivingDistrict: '大安區',
      guarLivingAddr: '復興南路一段1號',
    });
  });

  it('leaves out what was not answered (the server then refuses with its message)', () => {
    const body = sendBodyOf(guarantor, {});
    expect(body).toEqual({});
    expect(wireErrors(BODY, body).map((error) => error.path)).toEqual(
      expect.arrayContaining(['/guarLivingCity', '/guarLivingDistrict', '/guarLivingAddr']),
    );
  });

  it('sends a field added beyond the declared ones in answers, in the form’s shape', () => {
    const withLineId = {
      ...guarantor,
      properties: { ...guarantor.properties, lineId: { type: 'string', title: 'LINE ID' } },
    };
    const body = sendBodyOf(withLineId, {
      livingAddress: { city: '臺中市', district: '西屯區', address: '台灣大道三段99號' },
      lineId: 'fenqi.demo',
      extraFiles: ['https://example.test/a.jpg'],
    });
    expect(body).toEqual({
      guarLivingCity: '臺中市',
      guarLivingDistrict: '西屯區',
      guarLivingAddr: '台灣大道三段99號',
      answers: { lineId: 'fenqi.demo' },
    });
  });

  it('refuses a form that declares no send', () => {
    expect(() => sendBodyOf(bundleSchema(formSchemaId('login'), files), {})).toThrow(/declares no send/);
  });
});
