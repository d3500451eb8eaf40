import { dateFormat } from "../../contract/intl-formats";
/** Dutch wall-clock date and time, as a spreadsheet shows them without conversion. */
export const wallClock = (instant: Date) => {
  const parts = dateFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
};
