import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { fetchVehicleContractTexts } from '../../api/v2/contract-texts';
import { fetchVehicleLoan, signVehicleLoan, type VehicleLoanSigning } from '../../api/v2/vehicle-loans';
import { formSendBody } from '../../forms/form-send-body';
import { defineFlow } from '../../step-flow/flow-definition';
import type { ContractTextsSource } from '../../ui/contract-text/use-contract-texts';
import { vehicleFormOf } from './model/vehicle-form';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** What a vehicle-loan signer's link names: the sign path. */
export interface VehicleContext {
  signPath: string;
}

/** The provider note the signer signs, with the loan's figures: the page's disclosure and consent share it. */
export function vehicleTextsOf({ signPath }: VehicleContext): ContractTextsSource {
  return { key: `vehicle:${signPath}`, load: () => fetchVehicleContractTexts(signPath) };
}

/**
 * The vehicle-loan signer (a guest, spec §3 Vehicle loan): the loan (vlInfo) shown, the provider
 * note signed on the pad, sent once. A loan signed before opens on the finish page; a wrong or
 * expired link says so in zh-TW (its 404 is shown here, not as the global error page).
 */
export const vehicleFlow = defineFlow<VehicleContext, VehicleLoanSigning>({
  name: 'vehicle',
  guard: 'guest',
  draft: 'none',
  contextOf: (query) => {
    const signPath = query.get('signPath')?.trim();
    return signPath ? { signPath } : null;
  },
  queryOf: ({ signPath }) => ({ signPath }),
  invalidLinkText: '此簽約連結無效或已過期，請向您的專員索取新的連結。',
  load: ({ signPath }) => fetchVehicleLoan(signPath, SKIP_GLOBAL_ERROR),
  isDone: (signing) => signing.signedAt !== null,
  steps: [
    {
      key: 'sign',
      path: ROUTE_PATHS.vehicleLoans,
      title: '核對並簽名',
      form: 'vehicleLoanSignature',
      nextText: '確認簽署',
      initialData: (signing) => vehicleFormOf(signing),
      // One request, made by the form's `send` (pressed offline, it waits in the offline queue); the
      // reply says when it was signed.
      send: {
        calls: ({ data, ctx }) => [
          {
            kind: 'send',
            label: '簽署',
            call: async (config) => ({
              signedAt: await signVehicleLoan(
                ctx.signPath,
                await formSendBody('vehicleLoanSignature', data),
                config,
              ),
            }),
          },
        ],
        outcome: (reply) => ({ result: { signedAt: (reply as { signedAt: string }).signedAt } }),
      },
    },
  ],
  finish: { path: ROUTE_PATHS.vehicleLoansFinish, title: '簽約完成' },
  formContext: (ctx) => ({ contractTexts: vehicleTextsOf(ctx) }),
});
