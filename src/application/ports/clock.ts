import type { IsoDate } from '../../domain/dates';

export interface Clock {
  today(): IsoDate;
  wait(milliseconds: number): Promise<void>;
}
