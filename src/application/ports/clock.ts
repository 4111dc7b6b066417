import type { IsoDate } from '../../domain/dates';

export interface Clock {
  today(): IsoDate;
  /** This moment as an ISO 8601 timestamp in UTC: '2026-11-24T09:30:00.000Z'. */
  now(): string;
  wait(milliseconds: number): Promise<void>;
}
