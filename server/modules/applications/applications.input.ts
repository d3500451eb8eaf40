import { pathId } from "../../http/jsonapi/path-id";

/** `/applications/:id`: an id that cannot be ours is a 404 like an unknown application. */
export const applicationId = pathId("application");
