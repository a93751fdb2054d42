/** How the contracts print money and dates: shared with the server (src/contracts). */
export { capitalAmount, percent, rocDate, twd } from '../../../contracts/contract-figures';
