import { createContext } from "react";
import type { Form } from "../../../contract/forms";

/** The centre's public forms a BuilderForm block can show, given by the page editor's loader. */
export const EmbeddableForms = createContext<Pick<Form, "id" | "title">[]>([]);
