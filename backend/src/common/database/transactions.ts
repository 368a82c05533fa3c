import { AsyncLocalStorage } from 'node:async_hooks';
import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The transaction a whole request runs in (an idempotent write's), which the services' transactions join. */
const ambient = new AsyncLocalStorage<EntityManager>();

/** Runs `work` with `manager`'s transaction made ambient: every `Transactions.run` inside it joins that transaction. */
export function inAmbientTransaction<T>(manager: EntityManager, work: () => Promise<T>): Promise<T> {
  return ambient.run(manager, work);
}

/**
 * `dataSource.transaction(...)` that joins the request's ambient transaction when there is one (as a savepoint, so a
 * service that catches its own failure goes on as it would in a transaction of its own), or opens its own.
 */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return (ambient.getStore() ?? this.dataSource.manager).transaction(work);
  }

  /** For a read after `run` that must see the request's own uncommitted writes. */
  get manager(): EntityManager {
    return ambient.getStore() ?? this.dataSource.manager;
  }
}

@Global()
@Module({ providers: [Transactions], exports: [Transactions] })
export class TransactionsModule {}
