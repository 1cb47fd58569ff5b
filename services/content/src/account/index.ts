/** Content's part of "export my data" and "delete my account". */
export { accountDataUseCases } from './domain/account-data';
export { createAccountRepository, type AccountRepository } from './data/account-repository';
