// The operator console's dashboard and reports (issue 19): one day's figures of a brand, as the server
// (server/modules/reports) answers them and the console (console/src/resources/dashboard.tsx) shows them.
// Amounts in minor units of the brand's currency.
export interface DayFigures {
  day: string;
  registrations: number;
  firstDeposits: number;
  deposits: number;
  depositAmount: number;
  withdrawals: number;
  withdrawalAmount: number;
  rounds: number;
  stake: number;
  win: number;
  ggr: number;
  players: number;
}
