import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the projects' files start in. Vitest's own sequencer runs the projects one after the
 * other by name, which left the WebKit journey (about 20 s on one core, after Xvfb and MiniBrowser
 * start) alone at the very end of `npm test` while the other workers had nothing left to do. Here the
 * longest projects start first, WebKit among them, and the quick ones (component, server, unit)
 * fill the gaps at the end. Running a project's files one after the other also lets the e2e
 * projects reuse a worker's module graph (`isolate: false`).
 */
const PROJECTS = ['webkit', 'e2e', 'firefox', 'component', 'server', 'types'];

/**
 * Within a project, the longest file first, so that no two-minute file starts last. How long a file
 * takes comes from Vitest's cache of this tree's last run, or, in a fresh clone (every CI run), from
 * tests/support/file-times.json, refreshed by `npm run test:times`. A file in neither starts first,
 * as Vitest does with unknown files: a new file is more likely long than short.
 */
const committed: Record<string, number> = JSON.parse(readFileSync(new URL('./file-times.json', import.meta.url), 'utf8'));

const rank = (file: TestSpecification) => {
  const at = PROJECTS.indexOf(file.project.name);
  return at === -1 ? PROJECTS.length : at;
};

export default class ProjectsLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (file: TestSpecification) => {
      const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return cached ? cached / 1000 : (committed[key] ?? Number.POSITIVE_INFINITY);
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || seconds(b) - seconds(a));
  }
}
