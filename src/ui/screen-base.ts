/**
 * What every data screen's frame shares: one column of blocks 20 px apart and the h1 size. The
 * column is `minmax(0, 1fr)`, not the implicit `auto`: a long unbroken text (an 80-character venue)
 * then wraps inside the screen instead of widening it past a phone's edge.
 */
export const screenBase = `
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  & h1 { font-size: 1.75em; }
`;
