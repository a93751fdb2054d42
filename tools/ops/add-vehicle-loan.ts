import { createVehicleLoan } from '../../src/server/guests/create-vehicle-loan';
import type { OpsCommand } from './ops-command';
import { vehicleLoanPath } from '../../src/domain/route-paths';

/** Fields of the vehicle info staff may set with field=value; the rest is a plausible demo car. */
const SETTABLE = ['brand', 'model', 'plateNo', 'color', 'lender'] as const;
type Settable = (typeof SETTABLE)[number];

/** `add-vehicle-loan <caseNo> [field=value …]`: adds a vehicle loan to a case and prints its sign path. */
export const addVehicleLoan: OpsCommand = {
  name: 'add-vehicle-loan',
  usage: '<caseNo> [brand=… model=… plateNo=… color=… lender=…]',
  summary: 'add a vehicle loan to a case and print the guest sign path',
  async run(ctx, args) {
    const [caseNo, ...pairs] = args;
    if (!caseNo) throw new Error('usage: add-vehicle-loan <caseNo> [field=value …]');
    const overrides: Partial<Record<Settable, string>> = {};
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      const field = pair.slice(0, at) as Settable;
      if (at <= 0 || !SETTABLE.includes(field))
        throw new Error(`expected field=value with field one of ${SETTABLE.join(', ')} (got ${pair})`);
      overrides[field] = pair.slice(at + 1);
    }
    const created = await createVehicleLoan(ctx, caseNo, overrides);
    const { info } = created;
    return [
      `${caseNo}: vehicle loan ${info.vlNo} (id ${created.id}) added`,
      `${info.brand} ${info.model} ${info.manufactureYear} ${info.color}, plate ${info.plateNo}, NT$${info.loanAmount} / ${info.installment} periods`,
      `sign path: ${created.signPath}`,
      `guest page: ${ctx.config.publicUrl}${vehicleLoanPath(created.signPath)}`,
      `guest API: /api/v2/guests/vehicle-loans/signPath=${created.signPath}`,
    ];
  },
};
