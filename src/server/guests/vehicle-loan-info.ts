/** Vehicle-loan info (spec §3 vlInfo) as kept in vehicle_loans.info_json and shown to the signer. */
export interface VehicleLoanInfo {
  /** V + the case number's digits. */
  vlNo: string;
  /** The borrower (the case's applicant), the vehicle's registered owner. */
  ownerName: string;
  /** 廠牌, e.g. 豐田 TOYOTA. */
  brand: string;
  model: string;
  /** 出廠年份 (western year). */
  manufactureYear: number;
  /** 排氣量 in cc. */
  displacementCc: number;
  color: string;
  /** 車牌號碼, e.g. BLR-5821. */
  plateNo: string;
  /** 引擎號碼. */
  engineNo: string;
  /** 貸款金額 in NT dollars. */
  loanAmount: number;
  installment: number;
  monthlyPayment: number;
  /** 動產擔保設定的債權人. */
  lender: string;
  createdAt: string;
}

/** The JSON Schema of VehicleLoanInfo, for route response declarations. */
export const VEHICLE_LOAN_INFO_SCHEMA = {
  type: 'object',
  properties: {
    vlNo: { type: 'string' },
    ownerName: { type: 'string' },
    brand: { type: 'string' },
    model: { type: 'string' },
    manufactureYear: { type: 'integer' },
    displacementCc: { type: 'integer' },
    color: { type: 'string' },
    plateNo: { type: 'string' },
    engineNo: { type: 'string' },
    loanAmount: { type: 'integer' },
    installment: { type: 'integer' },
    monthlyPayment: { type: 'integer' },
    lender: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
