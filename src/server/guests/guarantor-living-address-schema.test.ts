/** @jest-environment node */
import { join } from 'node:path';
import { taiwanCities } from '../../validation/data/taiwan-districts';
import { readJson, SCHEMAS_DIR } from '../../validation/schema-files';

describe('guarantor living-address body schema', () => {
  it('offers exactly the cities of the address field, in the same order', () => {
    const schema = readJson(join(SCHEMAS_DIR, 'api', 'guarantor-living-address.json')) as {
      properties: { guarLivingCity: { enum: string[] } };
    };
    expect(schema.properties.guarLivingCity.enum).toEqual(taiwanCities.map(({ city }) => city));
  });
});
