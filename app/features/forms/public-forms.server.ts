import type { Answer } from "../../../contract/form-answers";
import type { PublicForm } from "../../../contract/form-submissions";
import { readCookie } from "../../lib/cookies";

/** The query parameter of the page a sent form redirects to (POST-redirect-GET). */
export const SENT_PARAM = "verzonden";

export const publicFormPath = (token: string) => `/api/v1/public_forms/${encodeURIComponent(token)}`;

/** The answers in a posted form by question id: a group of boxes as the options ticked; an unchosen choice left out. */
export function answersOf(form: FormData, questions: PublicForm["questions"]): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    if (question.questionType === "info_section") continue;
    if (question.questionType === "checkbox") answers[question.id] = form.getAll(question.id).map(String);
    else if (typeof form.get(question.id) === "string") answers[question.id] = String(form.get(question.id));
  }
  return answers;
}

// Where the copy went is an answer: it reaches the confirmation in a short-lived cookie, never in the address.
const COPY_COOKIE = "form_copy_sent_to";

export const copySentToCookie = (token: string, email: string, secure: boolean) =>
  `${COPY_COOKIE}=${encodeURIComponent(`${token} ${email}`)}; Path=/; Max-Age=120; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;

/** The address the copy of this form's answers went to, if this browser just sent them. */
export function copySentTo(request: Request, token: string): string | null {
  const [sentFor, email] = (readCookie(request, COPY_COOKIE) ?? "").split(" ");
  return sentFor === token && email ? email : null;
}
