import { ProgressScreen } from "./progress.tsx";

/** /demo/progress: example progress for visitors, from /api/demo/progress (nothing can be saved). */
export default function DemoProgressRoute() {
  return <ProgressScreen demo />;
}
