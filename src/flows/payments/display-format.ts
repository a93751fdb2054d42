export { formatMoney } from '../../contracts/amounts';
