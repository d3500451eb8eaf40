import { useState } from "react";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { InputField } from "../components/ui/input-field";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { addToast, clearToasts, TOAST_COLORS, TOAST_POSITIONS, type ToastColor, type ToastPosition } from "../lib/toast-store";
import "../lib/texts/test";

export const handle: RouteHandle = { title: "test:toaster.title" };

/** Developer page (spec section 2): every toast option, by hand. */
export default function ToasterTest() {
  const { t } = useTranslation();
  const [title, setTitle] = useState(() => t("test:toaster.defaultTitle"));
  const [message, setMessage] = useState(() => t("test:toaster.defaultMessage"));
  const [color, setColor] = useState<ToastColor>("success");
  const [position, setPosition] = useState<ToastPosition>("bottom-right");
  const [duration, setDuration] = useState(5000);
  const [closable, setClosable] = useState(true);
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{t("test:toaster.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("test:toaster.intro")}</p>
      <form
        className="mt-6 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          addToast({ title, message, color, position, duration, closable });
        }}
      >
        <Field id="toast-title" label={t("test:toaster.titleLabel")}>
          <input id="toast-title" className={INPUT} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field id="toast-message" label={t("test:toaster.messageLabel")}>
          <input id="toast-message" className={INPUT} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Field id="toast-color" label={t("test:toaster.colorLabel")} required>
          <select id="toast-color" className={INPUT} value={color} onChange={(e) => setColor(e.target.value as ToastColor)}>
            {TOAST_COLORS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field id="toast-position" label={t("test:toaster.positionLabel")} required>
          <select
            id="toast-position"
            className={INPUT}
            value={position}
            onChange={(e) => setPosition(e.target.value as ToastPosition)}
          >
            {TOAST_POSITIONS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </Field>
        <InputField
          name={undefined}
          id="toast-duration"
          label={t("test:toaster.durationLabel")}
          required
          type="number"
          step={500}
          value={duration}
          onChange={(e) => setDuration(Number(e.target.value))}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-5" checked={closable} onChange={(e) => setClosable(e.target.checked)} />
          {t("test:toaster.closableLabel")}
        </label>
        <div className="flex gap-3">
          <Button type="submit">{t("test:toaster.show")}</Button>
          <Button flavor="outline" color="muted" onClick={clearToasts}>
            {t("test:toaster.clearAll")}
          </Button>
        </div>
      </form>
    </div>
  );
}
