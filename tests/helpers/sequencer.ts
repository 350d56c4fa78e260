import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Which files start first. Browser files take the longest (Chromium, a server, many screens) and API
 * files on two databases come next; unit files are short. On a clean checkout Vitest knows no
 * durations and would start files in glob order, browser files last, so the run ended with a few
 * long browser files on otherwise idle cores. Longest kinds first, then the durations Vitest
 * remembers from earlier runs on this machine, then the larger file.
 */
const PROJECT_ORDER: Record<string, number> = {
  browser: 0,
  'browser-postgres': 0,
  delivery: 1,
  'api-postgres': 2,
  'api-pglite': 2,
  unit: 3,
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const sizes = new Map<string, number>();
    await Promise.all(files.map(async (file) => sizes.set(file.moduleId, (await stat(file.moduleId)).size)));
    const duration = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`)?.duration ??
      0;
    const order = (file: TestSpecification) => PROJECT_ORDER[file.project.name] ?? 2;
    return [...files].sort(
      (a, b) =>
        order(a) - order(b) ||
        duration(b) - duration(a) ||
        (sizes.get(b.moduleId) ?? 0) - (sizes.get(a.moduleId) ?? 0),
    );
  }
}
