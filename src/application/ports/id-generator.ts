export interface IdGenerator {
  next(): string;
}
