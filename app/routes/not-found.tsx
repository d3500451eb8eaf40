import { data } from "react-router";
import type { Route } from "./+types/not-found";

// Spec section 2: an unmatched route is a 404 'Page not found'.
export function loader({ request }: Route.LoaderArgs) {
  throw data({ message: `Page Not Found: ${new URL(request.url).pathname}` }, { status: 404 });
}

export default function NotFound() {
  return null;
}
