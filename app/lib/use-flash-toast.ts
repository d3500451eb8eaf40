import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "./toast-store";

/**
 * A success toast after a redirect: the action sends the user to `...?done=<key>`, the page shows the message
 * for that key once and takes the parameter out of the address, so a reload or a shared link shows nothing.
 * Unknown keys are ignored (the address is the user's to type).
 */
export function useFlashToast(messages: Record<string, string>) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const done = params.get("done");
  const message = done ? messages[done] : undefined;
  useEffect(() => {
    if (!done) return;
    if (message) toast.success({ title: message });
    const rest = new URLSearchParams(params);
    rest.delete("done");
    const search = rest.toString();
    navigate(`${pathname}${search ? `?${search}` : ""}`, { replace: true, preventScrollReset: true });
  }, [done, message, params, pathname, navigate]);
}
