import { jsonLogger, type Logger } from '#src/log';

/** A logger that keeps its lines (as written, redaction included) for a test to read. */
export function memoryLogger(): { logger: Logger; lines: string[]; entries: () => Record<string, unknown>[] } {
  const lines: string[] = [];
  return {
    logger: jsonLogger((line) => lines.push(line)),
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
