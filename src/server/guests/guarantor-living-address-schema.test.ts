/** @jest-environment node */
import { taiwanCities } from '../../validation/data/taiwan-districts';
import { loadSchemaFiles } from '../../validation/schema-files';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';

describe('guarantor living-address body schema', () => {
  it("offers exactly the cities of the address field, in the same order (derived from the form's send)", () => {
    const schema = loadSchemaFiles().get(`${SCHEMA_BASE_URI}api/guarantor-living-address.json`) as {
      properties: { guarLivingCity: { enum: string[] } };
    };
    expect(schema.properties.guarLivingCity.enum).toEqual(taiwanCities.map(({ city }) => city));
  });
});
