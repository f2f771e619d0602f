import postgres from 'postgres';

export type Sql = postgres.Sql;
export type TransactionSql = postgres.TransactionSql;
/** Either a pool or a transaction: query modules accept both so callers decide the transaction. */
export type Queryable = Sql | TransactionSql;

export interface SqlOptions {
  max?: number;
  applicationName?: string;
}

export function createSql(databaseUrl: string, options: SqlOptions = {}): Sql {
  return postgres(databaseUrl, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? 'robot-platform' },
    types: {
      // int8 columns hold token amounts and counters, far below 2^53: read them as numbers.
      bigint: { to: 20, from: [20], serialize: (value: number) => String(value), parse: (value: string) => Number(value) },
    },
  });
}
