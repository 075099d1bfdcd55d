/** Seller payouts (issue 33): the ledger, the weekly run, what a seller sees, the statement files and the TCS report. */
export { recordDeliveredShipment, recordReturnEntries } from './ledger';
export { runPayouts, type PayoutRunResult } from './run';
export { sellerPayments } from './view';
export { loadStatement, statementCsv, statementFilename, statementPdf } from './statement-files';
export { tcsReportCsv } from './tcs-report';
export { returnWindowDaysOf } from './return-window';
