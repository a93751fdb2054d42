/** Seniority as the form shows it; either part may still be empty while the user types. */
export interface Seniority {
  years?: number;
  months?: number;
}

/** Years and months as the total months the server stores; undefined when both are empty. */
export function toTotalMonths({ years, months }: Seniority): number | undefined {
  if (years === undefined && months === undefined) return undefined;
  return (years ?? 0) * 12 + (months ?? 0);
}

/** Total months split for display: 37 → 3 years 1 month. */
export function fromTotalMonths(total: number): Required<Seniority> {
  return { years: Math.floor(total / 12), months: total % 12 };
}
