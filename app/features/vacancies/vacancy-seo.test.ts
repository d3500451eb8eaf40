import { describe, expect, it } from "vitest";
import type { Vacancy } from "../../../contract/vacancies";
import { activityEventsJsonLd, htmlToText, jobPostingJsonLd, metaDescription, scriptSafeJson } from "./vacancy-seo";

const page = { url: "https://oldebroek.test/nl/vacancies/12", origin: "https://oldebroek.test", locale: "nl" };

function vacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: "12",
    type: "vacancies",
    title: "Chauffeur voor de voedselbank",
    titleEn: null,
    descriptionEn: null,
    summary: "Rijd op zaterdag de bus.",
    description: "<p>Wij zoeken een <strong>chauffeur</strong> &amp; bijrijder.</p><ul><li>Zaterdag</li></ul>",
    status: "published",
    vacancyType: "volunteering",
    helpKind: null,
    ageGroupIds: [3, 4],
    tags: ["regularly"],
    frequency: null,
    dates: [],
    expiresAt: "2026-12-31T22:59:00.000Z",
    publishedAt: "2026-03-01T10:00:00.000Z",
    createdAt: "2026-02-20T10:00:00.000Z",
    showContactDetails: false,
    themes: [],
    remote: false,
    street: "Zuiderzeestraatweg",
    houseNumber: "10",
    postalCode: "8096 AB",
    city: "Oldebroek",
    latitude: 52.445,
    longitude: 5.901,
    imageUrl: "/uploads/bus.jpg",
    imageSmallUrl: null,
    imageWidth: 1600,
    imageHeight: 900,
    imageSmallWidth: null,
    imageUploadId: 3,
    hoursPerWeek: 4,
    expensesReimbursed: true,
    vogRequired: true,
    minimumAge: 21,
    languageLevel: "B1",
    wheelchairAccessible: false,
    fromHome: false,
    organization: { id: "5", name: "Voedselbank Oldebroek", organizationType: "NonProfit", city: "Oldebroek" },
    ...overrides,
  };
}

describe("JobPosting", () => {
  it("describes a volunteer job at a place with address and coordinates", () => {
    const json = jobPostingJsonLd(vacancy(), page);
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Chauffeur voor de voedselbank",
      employmentType: "VOLUNTEER",
      datePosted: "2026-03-01T10:00:00.000Z",
      validThrough: "2026-12-31T22:59:00.000Z",
      url: page.url,
      image: "https://oldebroek.test/uploads/bus.jpg",
      hiringOrganization: {
        "@type": "Organization",
        name: "Voedselbank Oldebroek",
        sameAs: "https://oldebroek.test/nl/organizations/5",
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Zuiderzeestraatweg 10",
          postalCode: "8096 AB",
          addressLocality: "Oldebroek",
          addressCountry: "NL",
        },
        geo: { "@type": "GeoCoordinates", latitude: 52.445, longitude: 5.901 },
      },
    });
    expect(json).not.toHaveProperty("jobLocationType");
  });

  it("marks a remote vacancy as telecommute within the Netherlands, without a place", () => {
    const json = jobPostingJsonLd(vacancy({ remote: true, street: null, city: null, latitude: null, longitude: null }), page);
    expect(json.jobLocationType).toBe("TELECOMMUTE");
    expect(json.applicantLocationRequirements).toEqual({ "@type": "Country", name: "NL" });
    expect(json).not.toHaveProperty("jobLocation");
  });

  it("falls back to the creation date and leaves out what is unknown", () => {
    const json = JSON.parse(
      scriptSafeJson(jobPostingJsonLd(vacancy({ publishedAt: null, expiresAt: null, imageUrl: null, latitude: null }), page)),
    );
    expect(json.datePosted).toBe("2026-02-20T10:00:00.000Z");
    expect(json).not.toHaveProperty("validThrough");
    expect(json).not.toHaveProperty("image");
    expect(json.jobLocation).not.toHaveProperty("geo");
  });
});

describe("Event per activity date", () => {
  const dates = [
    { startsAt: "2026-03-14T09:00:00.000Z", endsAt: "2026-03-14T11:00:00.000Z" },
    { startsAt: "2026-03-21T09:00:00.000Z", endsAt: null },
  ];

  it("gives one Event per date with place and organiser", () => {
    const events = activityEventsJsonLd(vacancy({ vacancyType: "activity", dates }), page);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "Chauffeur voor de voedselbank",
      startDate: "2026-03-14T09:00:00.000Z",
      endDate: "2026-03-14T11:00:00.000Z",
      location: { "@type": "Place", address: { addressLocality: "Oldebroek" } },
      organizer: { "@type": "Organization", name: "Voedselbank Oldebroek" },
    });
    expect(events[1].endDate).toBeUndefined();
  });

  it("is online for a remote activity and absent for other types", () => {
    const [online] = activityEventsJsonLd(vacancy({ vacancyType: "activity", dates, remote: true }), page);
    expect(online.location).toEqual({ "@type": "VirtualLocation", url: page.url });
    expect(activityEventsJsonLd(vacancy({ dates }), page)).toEqual([]);
  });
});

describe("texts", () => {
  it("turns the description's HTML into text", () => {
    expect(htmlToText(vacancy().description)).toBe("Wij zoeken een chauffeur & bijrijder. Zaterdag");
  });

  it("describes with the summary, else a shortened description ending on a whole word", () => {
    expect(metaDescription(vacancy())).toBe("Rijd op zaterdag de bus.");
    const long = metaDescription(vacancy({ summary: null, description: `<p>${"woord ".repeat(60)}</p>` }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/woord…$/);
  });
});

describe("script-safe JSON", () => {
  it("cannot close the script element and parses back to the same value", () => {
    const value = { title: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
