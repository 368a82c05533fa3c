import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { EVERYONE, NOTIFICATION_CHANNEL, signalledUsers } from './notification-signals.js';

/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 5_000;
/**
 * Open streams one user may hold in one server process (each is a socket and a listener): more are refused, not
 * traded for the oldest, so six open tabs do not evict each other in turn every few seconds.
 */
export const MAX_STREAMS_PER_USER = 5;

/**
 * Tells this process's open notification streams that their user's notifications changed, or that a session of
 * theirs ended, whichever process did it: one connection per process LISTENs on NOTIFICATION_CHANNEL (its own, not
 * one of the pool's).
 */
@Injectable()
export class NotificationStream implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationStream.name);
  private readonly listeners = new Map<number, Set<() => void>>();
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    // The OpenAPI document is built without a database.
    if (this.dataSource.isInitialized) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Calls `listener` whenever the user's notifications change or one of their sessions ends; answers the function
   * that stops it, or null when the user already has MAX_STREAMS_PER_USER listening here.
   */
  subscribe(userId: number, listener: () => void): (() => void) | null {
    const forUser = this.listeners.get(userId) ?? new Set();
    if (forUser.size >= MAX_STREAMS_PER_USER) return null;
    forUser.add(listener);
    this.listeners.set(userId, forUser);
    return () => {
      forUser.delete(listener);
      if (forUser.size === 0) this.listeners.delete(userId);
    };
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: (this.dataSource.options as { url?: string }).url });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => this.lost(client, error));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      this.client = client;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    void client.end().catch(() => undefined);
    if (this.client === client) this.client = undefined;
    if (this.stopped) return;
    this.logger.warn(`Listening for notifications failed (${error instanceof Error ? error.message : String(error)}); retrying in ${RECONNECT_MS / 1000} s`);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
  }

  private dispatch(payload: string | undefined): void {
    const users = signalledUsers(payload);
    const ids = users === EVERYONE ? [...this.listeners.keys()] : users;
    for (const id of ids) for (const listener of this.listeners.get(id) ?? []) listener();
  }
}
