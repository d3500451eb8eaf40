import type { z } from "zod";
import {
  ownProfileResourceSchema,
  poolProfileResourceSchema,
  profileReplyResourceSchema,
} from "../../../contract/volunteer-profiles-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "../media/media.service";
import type { ProfileReplyRow } from "./profile-replies.service";
import type { PoolRow } from "./volunteer-pool.service";
import type { ProfileWithPhoto, VolunteerProfileRow } from "./volunteer-profiles.service";

const interests = (row: VolunteerProfileRow) => ({
  about: row.about,
  vacancyTypes: row.vacancyTypes,
  tags: row.tags,
  activityTypeIds: row.activityTypeIds,
  skills: row.skills,
  availability: row.availability,
  hoursPerWeek: row.hoursPerWeek,
  place: row.place,
  distanceKm: row.distanceKm,
  languages: row.languages,
  certificateOfConduct: row.certificateOfConduct,
  updatedAt: row.updatedAt.toISOString(),
});

/** The photo's two variants, as a logo's: an image only, re-encoded without EXIF when it was uploaded (storeImage). */
const photo = (row: ProfileWithPhoto) => ({
  photoUrl: row.photoPath ? uploadUrl(row.photoPath) : null,
  photoSmallUrl: row.photoSmallPath ? uploadUrl(row.photoSmallPath) : null,
});

/** The owner's own profile: everything he entered. */
export const ownProfileResource: ResourceDefinition<ProfileWithPhoto, z.output<typeof ownProfileResourceSchema>> = {
  type: "volunteer_profiles",
  schema: ownProfileResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    ...interests(row),
    postalCode: row.postalCode,
    visible: row.visible,
    photoId: row.photoPath ? row.photoId : null,
    ...photo(row),
  }),
  selfLink: () => "/api/v1/volunteer_profiles/me",
};

/** A pool card: a first name and initial, a place, never contact details or the postal code. */
export const poolProfileResource: ResourceDefinition<PoolRow, z.output<typeof poolProfileResourceSchema>> = {
  type: "volunteer_profiles",
  schema: poolProfileResourceSchema,
  id: (row) => row.id,
  // The pool reads visible profiles only, so a hidden profile's photo is never here either.
  attributes: (row) => ({
    displayName: row.displayName,
    ...interests(row),
    kmAway: row.kmAway,
    replied: row.replied,
    ...photo(row),
  }),
  selfLink: (row) => `/api/v1/volunteer_profiles/${row.id}`,
};

export const profileReplyResource = (
  viewerId: number,
): ResourceDefinition<ProfileReplyRow, z.output<typeof profileReplyResourceSchema>> => ({
  type: "profile_replies",
  schema: profileReplyResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    volunteerProfileId: row.volunteerProfileId,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    body: row.body,
    sender: row.sender,
    volunteer: row.volunteer,
    state: row.state,
    conversationId: row.conversationId,
    received: row.volunteerId === viewerId,
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/profile_replies/${row.id}`,
});
