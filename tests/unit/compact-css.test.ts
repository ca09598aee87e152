import { describe, expect, it } from 'vitest';
import { compact } from '../../build-steps/compact-css-templates';

/* The build's CSS compaction (build-steps/compact-css-templates.ts) must never change what a rule means. */
describe('compact CSS', () => {
  it('drops comments, line breaks and the spaces around braces and semicolons', () => {
    expect(compact('\n  /* why */\n  & a {\n    color: red;\n  }\n')).toBe(' & a{color:red;}');
  });

  it('drops the space after a colon or a comma, in values and in selector lists', () => {
    expect(compact('box-shadow: 0 1px 2px rgb(0, 0, 0, 0.2); & a, & b { margin: 0 auto; }')).toBe(
      'box-shadow:0 1px 2px rgb(0,0,0,0.2);& a,& b{margin:0 auto;}',
    );
    expect(compact('@media (max-width: 640px) { & ul { gap: 6px; } }')).toBe('@media (max-width:640px){& ul{gap:6px;}}');
  });

  it('keeps the space before a colon, which makes a descendant selector', () => {
    expect(compact('& :focus-visible { outline: 2px solid; }')).toBe('& :focus-visible{outline:2px solid;}');
  });

  it('keeps quoted strings as written', () => {
    expect(compact(`content: ': , '; font-family: "Segoe UI", sans-serif;`)).toBe(`content:': , ';font-family:"Segoe UI",sans-serif;`);
  });
});
