import { z } from "zod";
import type { Translate } from "./validation";

// The most used passwords (international lists plus Dutch favourites) that pass the length rule.
const COMMON = new Set([
  "1234567890",
  "0123456789",
  "1234567891",
  "1111111111",
  "0000000000",
  "9876543210",
  "qwertyuiop",
  "1q2w3e4r5t",
  "password12",
  "password123",
  "password1!",
  "passw0rd12",
  "iloveyou12",
  "abcdefghij",
  "abc1234567",
  "qwerty1234",
  "qwerty12345",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "asdfghjkl1",
  "football12",
  "baseball12",
  "sunshine12",
  "princess12",
  "welcome123",
  "welkom1234",
  "welkom123!",
  "wachtwoord",
  "wachtwoord1",
  "wachtwoord12",
  "wachtwoord123",
  "wachtwoord!",
  "geheim1234",
  "geheim12345",
  "voetbal123",
  "vrijwilliger",
  "vrijwilliger1",
  "vrijwilligers",
  "nederland1",
  "nederland12",
  "amsterdam1",
  "rotterdam1",
  "ajax123456",
  "feyenoord1",
  "hallo12345",
  "hallo123456",
  "letmein123",
  "trustno123",
  "superman12",
  "batman1234",
  "starwars12",
  "dragon1234",
  "monkey1234",
  "master1234",
  "shadow1234",
  "michael123",
  "jennifer12",
  "computer12",
  "internet12",
  "changeme12",
  "administrator",
  "admin12345",
  "admin123456",
  "test123456",
  "testtest12",
  "password00",
  "p@ssw0rd12",
  "p@ssword12",
  "zomer2024!",
  "winter2024!",
  "lente2025!",
  "herfst2025!",
  "zomer20255",
  "januari2025",
  "december2024",
  "maandag123",
  "qwertyuiop1",
  "azertyuiop",
  "1234qwerty",
  "12345qwert",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** DESIGN.md section 6: 10-128 characters and not a common password. */
export function passwordSchema(t: Translate) {
  return z
    .string()
    .min(10)
    .max(128)
    .refine((value) => !isCommonPassword(value), { message: t("validation:commonPassword") });
}
