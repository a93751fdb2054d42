import data from './taiwan-districts.json';

/** A 鄉鎮市區 with its Chunghwa Post 3-digit postal code. */
export interface TaiwanDistrict {
  name: string;
  postalCode: number;
}

/** A city or county (縣市) with its districts in postal-code order. */
export interface TaiwanCity {
  city: string;
  districts: TaiwanDistrict[];
}

/** All 22 cities and counties in the official order (直轄市, 市, 縣). */
export const taiwanCities: TaiwanCity[] = data;

const byCity = new Map(taiwanCities.map((entry) => [entry.city, entry.districts]));

/** The districts of `city`, or an empty list for an unknown city. */
export function districtsOf(city: string): TaiwanDistrict[] {
  return byCity.get(city) ?? [];
}

/** The postal code of `district` in `city`, or undefined when the pair is unknown. */
export function postalCodeOf(city: string, district: string): number | undefined {
  return districtsOf(city).find((entry) => entry.name === district)?.postalCode;
}
