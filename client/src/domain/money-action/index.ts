export { runMoneyAction, type Settled, type Trail } from './run.js'
export { useMoneyAction, type MoneyAction, type MoneyActionOptions } from './use-money-action.js'
