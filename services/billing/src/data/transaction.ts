import type { Sequelize, Transaction } from 'sequelize';

/** Opaque to the domain: it only passes the transaction back to repository calls. */
export type Tx = Transaction;
export type InTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export function transactionRunner(sequelize: Sequelize): InTransaction {
  return (work) => sequelize.transaction((tx) => work(tx));
}
