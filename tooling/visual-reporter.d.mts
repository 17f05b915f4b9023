import type { Reporter, TestCase } from 'vitest/node';

export declare function fileHash(file: string): string | null;

interface Shot {
  path: string;
  width: number;
  height: number;
}

/** One story's outcome in a story run (tooling/visual-reporter.mjs). */
export interface StoryOutcome {
  id: string | null;
  name: string;
  file: string;
  component: string;
  /** Where the story's reference is (or would be). */
  reference: string;
  status: 'unchanged' | 'changed' | 'new' | 'failed' | 'skipped';
  message?: string;
  /** new: the shot taken. */
  shot?: Shot & { sha256: string | null };
  /** changed: */
  referenceSha256?: string | null;
  referenceFound?: boolean;
  referenceShot?: Shot;
  actual?: Shot & { sha256: string | null };
  diff?: Shot | null;
  differingPixels?: number | null;
  share?: number | null;
  resized?: number[] | null;
}

export declare function storyOutcome(test: TestCase): StoryOutcome;

export default class VisualReviewReporter implements Reporter {}
