// Placeholder so the route table builds; the real screen is being written (issue 3/4).
export default function Placeholder() {
  return <h1>Oportunidades</h1>;
}
