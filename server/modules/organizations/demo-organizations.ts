import type { Role } from "../../../contract/identity";
import type { OrganizationInput } from "./organizations.service";

type DemoOrganization = Omit<OrganizationInput, "centerId"> & { members: Role[] };

/** Each tenant's demo organizations; `members` names the demo accounts (by role) that belong to them. */
export function demoOrganizations(place: string, centerName: string): DemoOrganization[] {
  const address = (street: string, houseNumber: string, postalCode: string) => ({ street, houseNumber, postalCode, city: place });
  return [
    {
      type: "VolunteerCenter",
      name: centerName,
      status: "approved",
      website: "https://www.example.nl",
      description: `De vrijwilligerscentrale van ${place}: advies, bemiddeling en trainingen voor vrijwilligers en organisaties.`,
      address: address("Dorpsstraat", "12", "8091 AB"),
      members: ["center_superuser", "admin", "content_manager", "page_manager"],
    },
    {
      type: "NonProfit",
      name: `Voedselbank ${place}`,
      status: "approved",
      nonProfitType: "Zorg en welzijn",
      description: "Wij verdelen elke week voedselpakketten onder gezinnen die het even zwaar hebben.",
      phoneNumber: "0525 - 123456",
      activityTypeIds: [1, 6],
      address: address("Stationsweg", "4", "8091 CD"),
      members: ["organization_superuser", "mentor"],
    },
    {
      type: "School",
      name: "Basisschool De Regenboog",
      status: "approved",
      description: "Basisschool met een maatschappelijke stage voor oud-leerlingen.",
      // A school that keeps itself off the social map.
      showOnSocialMap: false,
      address: address("Schoolstraat", "1", "8091 EF"),
      members: ["organization_superuser", "student"],
    },
    {
      type: "NonProfit",
      name: "Stichting Buurtkracht",
      status: "pending",
      nonProfitType: "Buurt en wijk",
      description: "Buurtbewoners helpen elkaar met klussen, boodschappen en gezelschap.",
      address: address("Kerkplein", "8", "8091 GH"),
      members: [],
    },
  ];
}
