import { styled } from '../styles/sheet';

/** A grey placeholder bar: every screen shows skeleton placeholders while it loads. */
export const Skeleton = styled('span')`
  display: block;
  width: 100%;
  height: 1.25em;
  border-radius: 6px;
  background: linear-gradient(90deg, #ece8e9 25%, #f7f4f5 50%, #ece8e9 75%);
  background-size: 800px 100%;
  animation: pc-shimmer 1.4s linear infinite;
`;

/** Several skeleton lines inside a region announced as busy. */
export function SkeletonBlock({ lines = 3, label = 'Carregando' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" className="pc-stack">
      <span className="pc-visually-hidden">{label}…</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} style={i === lines - 1 ? { width: '60%' } : undefined} />
      ))}
    </div>
  );
}
