import type { StoryOutcome } from './visual-reporter.mjs';

/** What tooling/visual-reporter.mjs writes for one story run. */
export interface StoryRun {
  shard: string | null;
  finishedAt: string;
  root: string;
  chromium: string;
  referenceChromium: string | null;
  referenceChromiumFile: string;
  allowedPixels: number;
  files: string[];
  stories: StoryOutcome[];
}

export interface RemovedReference {
  id: string;
  reference: string;
  storiesFile: string;
  reason: string;
  sha256: string | null;
}

export interface ReviewCommand {
  config: string | null;
  project: string;
  shards: number;
  args: string[];
  filtered: boolean;
}

export interface Review {
  createdAt: string;
  root: string;
  command: ReviewCommand;
  shards: string[];
  chromium: string;
  referenceChromium: string | null;
  referenceChromiumFile: string;
  allowedPixels: number;
  changed: StoryOutcome[];
  added: StoryOutcome[];
  failed: StoryOutcome[];
  removed: RemovedReference[];
  unchanged: number;
  skipped: number;
}

type Action = { id: string; kind: 'write'; from: string; to: string } | { id: string; kind: 'delete'; to: string };

export declare function removedReferences(root: string, runs: StoryRun[]): RemovedReference[];
export declare function buildReview(runs: StoryRun[], options: { command: ReviewCommand }): Review;
export declare function describeChange(story: StoryOutcome): string;
export declare function renderReport(review: Review): string;
export declare function writeReview(options: { runsDir: string; outDir: string; command: ReviewCommand }): {
  review: Review;
  report: string;
};
export declare function summaryLine(review: Review): string;
export declare function planAccept(
  review: Review,
  request: { ids: string[]; all: boolean },
): { refused: string } | { rerecord: true; removed: RemovedReference[] } | { actions: Action[] };
export declare function applyActions(actions: Action[]): void;
export declare function referenceHashes(root: string): Map<string, string | null>;
