import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the projects' files start in. Vitest's own sequencer runs the projects one after the
 * other by name, which left the WebKit journey (about 20 s on one core, after Xvfb and MiniBrowser
 * start) alone at the very end of `npm test` while the other workers had nothing left to do. Here the
 * longest projects start first, WebKit among them, and the quick ones (component, server, unit)
 * fill the gaps at the end. Within a project, Vitest's order stays (the longest file first when a
 * past run's times are known, the largest otherwise), and so does running a project's files one
 * after the other, which lets the e2e projects reuse a worker's module graph (`isolate: false`).
 */
const PROJECTS = ['webkit', 'e2e', 'firefox', 'component', 'server', 'types'];

const rank = (file: TestSpecification) => {
  const at = PROJECTS.indexOf(file.project.name);
  return at === -1 ? PROJECTS.length : at;
};

export default class ProjectsLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: each project keeps the order Vitest gave its files.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
