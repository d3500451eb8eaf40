// Two configuration layers; the first (site) layer overrides the second (base) layer.
export interface AppConfig {
  allowInactiveUsers: boolean;
  movingOrganizations: boolean;
}

export const BASE_CONFIG_LAYER: AppConfig = { allowInactiveUsers: false, movingOrganizations: false };
export const SITE_CONFIG_LAYER: Partial<AppConfig> = { movingOrganizations: true };

export function resolveAppConfig(first: Partial<AppConfig>, second: AppConfig): AppConfig {
  const defined = Object.fromEntries(Object.entries(first).filter(([, v]) => v !== undefined));
  return { ...second, ...defined };
}
