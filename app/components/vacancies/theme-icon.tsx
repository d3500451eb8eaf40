import {
  Armchair,
  Car,
  ClipboardList,
  GraduationCap,
  Hammer,
  HeartHandshake,
  Laptop,
  type LucideIcon,
  Megaphone,
  Palette,
  PartyPopper,
  PawPrint,
  ToyBrick,
  Trophy,
  Users,
} from "lucide-react";
import { themeIcon, type VacancyThemeIcon } from "../../../contract/vacancy-themes";

// Single icons, so a public page carries only these fourteen.
const ICONS: Record<VacancyThemeIcon, LucideIcon> = {
  HeartHandshake,
  Trophy,
  PawPrint,
  Palette,
  GraduationCap,
  ToyBrick,
  Armchair,
  Users,
  PartyPopper,
  ClipboardList,
  Car,
  Laptop,
  Hammer,
  Megaphone,
};

/** A theme's icon beside its name: decorative, the name says it. */
export function ThemeIcon({ theme, className }: { theme: string; className?: string }) {
  const name = themeIcon(theme);
  if (!name) return null;
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden />;
}
