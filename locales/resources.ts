import { catalogue as en } from "./catalogue-en";
import { catalogue as nl } from "./catalogue-nl";

export const resources = { nl, en } as const;

export const NAMESPACES = Object.keys(resources.nl) as (keyof (typeof resources)["nl"])[];
