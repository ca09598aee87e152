import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The bundle carries its libraries, minified without their comments: their licences travel beside
 * it instead, in `THIRD-PARTY-LICENSES.txt` (every package a chunk holds code of, with its licence
 * text), which the package and each release folder ship (docs/package.md).
 */
export function thirdPartyLicenses(): Plugin {
  return {
    name: 'portal:third-party-licenses',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) {
          const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
          if (match) roots.add(match[1]);
        }
      }
      const sections = [...roots]
        .map((root) => {
          const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
            name: string;
            version: string;
            license?: string;
          };
          const licenseFile = readdirSync(root).find((name) => /^licen[cs]e/i.test(name));
          const text = licenseFile
            ? readFileSync(join(root, licenseFile), 'utf8').trim()
            : `${manifest.license ?? 'see the package'} (no licence file in the package)`;
          return { name: manifest.name, text: `${manifest.name} ${manifest.version} (${manifest.license ?? 'unknown'})\n\n${text}` };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      const source = ['Libraries bundled in portal-cliente, with their licences.', ...sections.map((one) => one.text)].join(
        `\n\n${'-'.repeat(72)}\n\n`,
      );
      this.emitFile({ type: 'asset', fileName: 'THIRD-PARTY-LICENSES.txt', source: `${source}\n` });
    },
  };
}
