import type { ReactNode } from "react";
import { Dialog } from "../ui/dialog";

// A closable panel sliding in from the left (Plugins, Library/History): the app's Dialog in its
// side placement (focus trap, Escape, accessible name, focus returned on close).
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      placement="side"
      closeLabel={`Close ${title}`}
    >
      {children}
    </Dialog>
  );
}
