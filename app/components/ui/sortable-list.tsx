import { closestCorners, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/sortable";

interface Sortable {
  id: string;
  name: string;
}

function Row({
  item,
  picked,
  onKeyDown,
  handleRef,
  describedBy,
  children,
}: {
  item: Sortable;
  picked: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  handleRef: (element: HTMLButtonElement | null) => void;
  describedBy: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const handle = (
    <button
      type="button"
      ref={(element) => {
        setActivatorNodeRef(element);
        handleRef(element);
      }}
      {...listeners}
      onKeyDown={onKeyDown}
      aria-label={t("sortable:handle", { name: item.name })}
      aria-describedby={describedBy}
      aria-pressed={picked}
      className={cn(
        "flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-muted hover:bg-surface-sunken active:cursor-grabbing",
        picked && "bg-primary-100 text-fg ring-2 ring-accent dark:bg-primary-900",
      )}
    >
      <GripVertical className="size-5" aria-hidden />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative", (isDragging || picked) && "z-10 shadow-lg")}
    >
      {children(handle)}
    </li>
  );
}

/**
 * A list reordered by dragging a handle with mouse or finger (dnd-kit), or from the keyboard on the same handle: Space
 * or Enter picks an item up, the arrows move it, Space or Enter puts it down, Escape puts it back; a live region says
 * where it is. (Our own keys rather than dnd-kit's keyboard sensor, which loses its place beside a taller item.)
 * The new order shows at once; onMove(id, index) saves it.
 */
export function SortableList<T extends Sortable>({
  id,
  items,
  onMove,
  label,
  className,
  children,
}: {
  /** Unique on the screen: it names the list's descriptions. */
  id: string;
  items: T[];
  onMove: (id: string, index: number) => void;
  /** The list's name for screen readers. */
  label?: string;
  className?: string;
  children: (item: T, handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  // The order shown, by id: a parent's re-render passes a new but equal array, which must not undo a move under way.
  const shown = JSON.stringify(items.map((item) => item.id));
  const [ids, setIds] = useState<string[]>(() => JSON.parse(shown));
  useEffect(() => setIds(JSON.parse(shown)), [shown]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const order = ids.flatMap((key) => byId.get(key) ?? []);
  const setOrder = (next: T[]) => setIds(next.map((item) => item.id));
  const [picked, setPicked] = useState<{ id: string; from: T[] } | null>(null);
  const [message, setMessage] = useState("");
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // A moved row is a moved DOM node: keep the focus on its handle.
  useEffect(() => {
    if (picked) handles.current.get(picked.id)?.focus();
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOf = (key: unknown) => order.find((i) => i.id === key)?.name ?? "";
  const place = (list: T[], key: string) => ({ position: list.findIndex((i) => i.id === key) + 1, count: list.length });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = order.findIndex((i) => i.id === over.id);
    const next = order.filter((i) => i.id !== active.id);
    next.splice(to, 0, order.find((i) => i.id === active.id) as T);
    setOrder(next);
    onMove(String(active.id), to);
  };

  const keyDown = (item: T) => (event: KeyboardEvent) => {
    const key = event.key;
    if (key === " " || key === "Enter") {
      event.preventDefault();
      if (!picked) {
        setPicked({ id: item.id, from: order });
        setMessage(`${t("sortable:picked", { name: item.name })} ${t("sortable:instructions")}`);
        return;
      }
      const index = order.findIndex((i) => i.id === item.id);
      setPicked(null);
      setMessage(t("sortable:dropped", { name: item.name, ...place(order, item.id) }));
      if (picked.from.findIndex((i) => i.id === item.id) !== index) onMove(item.id, index);
    } else if (picked && (key === "ArrowUp" || key === "ArrowDown")) {
      event.preventDefault();
      const index = order.findIndex((i) => i.id === item.id);
      const to = key === "ArrowUp" ? index - 1 : index + 1;
      if (to < 0 || to >= order.length) return;
      const next = [...order];
      [next[index], next[to]] = [next[to], next[index]];
      setOrder(next);
      setMessage(t("sortable:over", { name: item.name, ...place(next, item.id) }));
    } else if (picked && (key === "Escape" || key === "Tab")) {
      if (key === "Escape") event.preventDefault();
      setOrder(picked.from);
      setPicked(null);
      setMessage(t("sortable:cancelled", { name: item.name }));
    }
  };

  const describedBy = `${id}-instructions`;
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      // A drag by mouse or finger, told in the page's language too (the keys have their own messages above).
      accessibility={{
        screenReaderInstructions: { draggable: "" },
        announcements: {
          onDragStart: ({ active }) => t("sortable:picked", { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t("sortable:over", { name: nameOf(active.id), ...place(order, String(over.id)) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t("sortable:dropped", { name: nameOf(active.id), ...place(order, String(over.id)) }) : undefined,
          onDragCancel: ({ active }) => t("sortable:cancelled", { name: nameOf(active.id) }),
        },
      }}
    >
      <p id={describedBy} hidden>
        {t("sortable:instructions")}
      </p>
      <p className="sr-only" aria-live="assertive">
        {message}
      </p>
      <SortableContext items={order.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className={className} aria-label={label}>
          {order.map((item) => (
            <Row
              key={item.id}
              item={item}
              picked={picked?.id === item.id}
              onKeyDown={keyDown(item)}
              handleRef={(element) => {
                if (element) handles.current.set(item.id, element);
                else handles.current.delete(item.id);
              }}
              describedBy={describedBy}
            >
              {(handle) => children(item, handle)}
            </Row>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
