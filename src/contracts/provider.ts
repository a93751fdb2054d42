/** The provider's name as the contracts print it. */
export const PROVIDER_NAME = 'Fenqi 分期股份有限公司';
/** The provider's registered address. */
export const PROVIDER_ADDRESS = '臺北市中山區南京東路二段 100 號 8 樓';
