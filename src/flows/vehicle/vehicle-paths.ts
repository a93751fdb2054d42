/**
 * The routes of the vehicle-loan signer. They mirror src/app/paths.ts (vehicleLoans,
 * vehicleLoansFinish), which a flow may not import; src/app/flow-paths.test.ts checks they agree.
 */
export const VEHICLE_PATHS = {
  sign: '/member/vehicleLoans',
  finish: '/member/vehicleLoans/finish',
} as const;
