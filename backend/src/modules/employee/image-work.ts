import { EmployeeErrors } from './employee.errors.js';

/**
 * Decoding a photo holds one of libuv's four threads (sharp runs there) for up to a second, and so does each
 * sign-in's scrypt: unbounded decodes starve sign-ins (issue 26.1). So a process decodes one photo at a time, a few
 * more wait their turn, and beyond that an upload is refused (503) rather than queued without end.
 */
export const IMAGE_DECODES_AT_ONCE = 1;
export const IMAGE_DECODES_WAITING = 10;

/** Runs image work at most `atOnce` at a time, in arrival order, with at most `waiting` pieces queued. */
export class ImageWork {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  /** Refuses (503) when work given now would be refused: so an upload is turned away before its body is read. */
  assertRoom(): void {
    if (this.running >= this.atOnce && this.queue.length >= this.waiting) throw EmployeeErrors.imagesBusy();
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.assertRoom();
    if (this.running >= this.atOnce) {
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
