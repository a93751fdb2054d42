import { createGuarantor } from '../../src/server/guests/create-guarantor';
import { GUARANTOR_DETAIL_FIELDS, parseDetailArgs } from '../../src/server/guests/guarantor-details-check';
import type { OpsCommand } from './ops-command';
import { guarantorPath } from '../../src/domain/route-paths';

/** Living-address pairs go to their own columns, not the info. */
const LIVING_FIELDS = { livingCity: 'city', livingDistrict: 'district', livingAddr: 'addr' } as const;

/**
 * `add-guarantor <caseNo> <idNum> <name> [relation] [field=value …]`: adds a guarantor to a case
 * and prints the secret sign path of the guest link (the only time it is shown in full).
 */
export const addGuarantor: OpsCommand = {
  name: 'add-guarantor',
  usage: '<caseNo> <idNum> <name> [relation] [field=value …]',
  summary: `add a guarantor and print the guest sign path (fields: ${GUARANTOR_DETAIL_FIELDS.join(', ')}, livingCity, livingDistrict, livingAddr)`,
  async run(ctx, args) {
    const [caseNo, idNum, name, ...rest] = args;
    if (!caseNo || !idNum || !name)
      throw new Error('usage: add-guarantor <caseNo> <idNum> <name> [relation] [field=value …]');
    const relation = rest[0] && !rest[0].includes('=') ? rest.shift() : undefined;
    const pairs = parseDetailArgs(rest);
    const living: Record<string, string> = {};
    for (const [field, column] of Object.entries(LIVING_FIELDS)) {
      if (field in pairs) living[column] = String(pairs[field]);
      delete pairs[field];
    }
    if (Object.keys(living).length > 0 && Object.keys(living).length < 3)
      throw new Error('livingCity, livingDistrict and livingAddr go together');
    const created = await createGuarantor(ctx, {
      caseNo,
      idNum,
      name,
      details: relation === undefined ? pairs : { ...pairs, relation },
      living: living.city ? { city: living.city, district: living.district, addr: living.addr } : undefined,
    });
    return [
      `${caseNo}: guarantor ${created.guarNo} (id ${created.id}) added`,
      `sign path: ${created.signPath}`,
      `guest page: ${ctx.config.publicUrl}${guarantorPath(created.signPath)}`,
      `guest API: /api/v2/guests/guarantor/${created.signPath}`,
    ];
  },
};
