/** The instructor's coaching data in "export my data" and "delete my account". */
export { accountDataUseCases } from './domain/account-data';
