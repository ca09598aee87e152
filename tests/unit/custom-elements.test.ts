import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameworkTypings, manifestOf, readPublicFace } from '../../build-steps/custom-elements.mjs';
import { baseCss } from '../../src/styles/base-css';
import { SETTING_ATTRIBUTES } from '../../src/runtime/settings';

/*
 * custom-elements.json and dist-types/frameworks/ are written from src/public-types.ts by the build
 * and committed. Here they are checked against the source (not stale) and against the element's own
 * code: its observed attributes, the events it emits, the theme its stylesheet declares.
 */
const face = readPublicFace();
const version: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const declaration = committed.modules[0].declarations[0];

/** Every source file of the element, read once. */
const sources = (() => {
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && name !== 'public-types.ts') texts.push(readFileSync(path, 'utf8'));
    }
  };
  walk('src');
  return texts.join('\n');
})();

describe('custom-elements.json', () => {
  it('is the one the build writes from src/public-types.ts (run npm run build and commit it)', () => {
    expect(committed).toEqual(manifestOf(face, version));
  });

  it('has the framework typings the build writes from the same source (dist-types/frameworks/)', () => {
    for (const [name, text] of Object.entries(frameworkTypings(face)))
      expect(readFileSync(`dist-types/frameworks/${name}`, 'utf8'), name).toBe(text);
  });

  it('describes every attribute the element observes, with the property it mirrors', () => {
    const attributes = Object.fromEntries(
      declaration.attributes.map((one: { name: string; fieldName: string }) => [one.name, one.fieldName]),
    );
    expect(attributes).toEqual(SETTING_ATTRIBUTES);
  });

  it('describes every event the element emits', () => {
    const emitted = [...sources.matchAll(/\b(?:emit|dispatch)\(\s*'(portal-cliente:[^']+)'/g)].map((match) => match[1]);
    expect(declaration.events.map((one: { name: string }) => one.name).sort()).toEqual([...new Set(emitted)].sort());
  });

  it('describes every CSS custom property of the theme, with the default the stylesheet gives it', () => {
    const host = /:host\s*\{([^}]*)\}/.exec(baseCss)![1];
    const declared = Object.fromEntries([...host.matchAll(/(--pc-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
    const described = Object.fromEntries(
      declaration.cssProperties.map((one: { name: string; default?: string }) => [one.name, one.default ?? declared[one.name]]),
    );
    expect(described).toEqual(declared);
  });

  it('has a description for every attribute, property, event, method, CSS property and part', () => {
    const members = [
      ...declaration.attributes,
      ...declaration.members,
      ...declaration.events,
      ...declaration.cssProperties,
      ...declaration.cssParts,
    ];
    const undescribed = members
      .filter((one: { description?: string }) => !one.description?.trim())
      .map((one: { name: string }) => one.name);
    expect(undescribed).toEqual([]);
  });

  it('names every part the shadow DOM has, and only those (part="name" in the source)', () => {
    const inSource = new Set([...sources.matchAll(/\bpart(?:=|: [^\n,}]{0,60})['"]([a-z-]+)['"]/g)].map((match) => match[1]));
    expect(declaration.cssParts.map((one: { name: string }) => one.name).sort()).toEqual([...inSource].sort());
  });
});
