import { RecentGenerations } from "../generators/recent-generations";
import { SidePanel } from "./side-panel";

// SPEC 2.6: Library/History panel with a date heading: the latest generations, or an empty state.
export function HistoryPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Library" description="Your recent generations.">
      <RecentGenerations onNavigate={() => onOpenChange(false)} />
    </SidePanel>
  );
}
