import type { HelpKind, VacancyTag } from "../../../contract/vacancy-options";
import type { VacancyTheme } from "../../../contract/vacancy-themes";

/**
 * A request for or an offer of help between two people, as the centre's consultant writes it down: the bank of
 * /een-op-een-hulp. The type (one-on-one or neighbour-help) is the tenant's wording; `{plaats}` becomes the town.
 */
export interface HelpText {
  helpKind: HelpKind;
  title: string;
  summary: string;
  /** The opening paragraph. */
  intro: string;
  /** What it is about, as a list. */
  details: string[];
  /** 'Goed om te weten': when, where, what it costs. */
  practical: string;
  tags: VacancyTag[];
  themes: VacancyTheme[];
  ageGroupIds: number[];
  hours: [number, number] | null;
  vog?: boolean;
  minimumAge?: number;
  expenses?: boolean;
  wheelchair?: boolean;
  /** Help by telephone: the listing has no place. */
  fromHome?: boolean;
  /** Published unless it says otherwise: a helper was found, or the consultant has not finished it. */
  status?: "filled" | "draft";
}

const ADULTS = [3, 4, 5];

export const HELP_TEXTS: HelpText[] = [
  {
    helpKind: "request",
    title: "Mevrouw (84) zoekt iemand om wekelijks samen boodschappen te doen",
    summary:
      "Mevrouw loopt slecht en durft niet meer alleen naar de supermarkt. Ze zoekt iemand die een keer per week met haar meegaat.",
    intro:
      "Mevrouw woont al zestig jaar in {plaats} en is nog heel zelfstandig, maar sinds een val vorig jaar voelt ze zich onzeker op straat. Samen boodschappen doen geeft haar een vast uitje in de week.",
    details: [
      "Een keer per week samen naar de supermarkt, lopend of met de auto",
      "De boodschappen helpen dragen en opruimen",
      "Daarna nog even samen een kop koffie drinken",
    ],
    practical: "Mevrouw heeft het liefst iemand op dinsdag- of donderdagochtend. Ze betaalt haar eigen boodschappen.",
    tags: ["regularly"],
    themes: ["elderly"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
  },
  {
    helpKind: "request",
    title: "Hulp gezocht bij het ophangen van gordijnen en een lamp",
    summary: "Meneer (77) is verhuisd naar een kleiner appartement en krijgt de gordijnrails en een lamp niet zelf opgehangen.",
    intro:
      "Na de verhuizing naar een appartement in {plaats} staat bijna alles op zijn plek. Alleen het klussen lukt meneer niet meer: hij mag van de dokter niet op een trap staan.",
    details: ["Twee gordijnrails ophangen", "Een plafondlamp aansluiten", "Als er tijd over is: een paar schilderijen ophangen"],
    practical: "Gereedschap en een trapje zijn er. Het is een klus van een ochtend; koffie en iets lekkers staan klaar.",
    tags: ["once"],
    themes: ["odd-jobs", "elderly"],
    ageGroupIds: ADULTS,
    hours: null,
  },
  {
    helpKind: "request",
    title: "Wie leest meneer (90) voor uit de krant?",
    summary:
      "Meneer is slechtziend en mist het lezen van de krant. Wie komt er een uur per week voorlezen en praat over het nieuws?",
    intro:
      "Meneer was vroeger wethouder en is nog altijd benieuwd naar wat er in {plaats} en in de wereld gebeurt. Door zijn slechte ogen lukt lezen niet meer.",
    details: ["Voorlezen uit de krant of een tijdschrift", "Samen praten over het nieuws van de week"],
    practical: "Een vaste middag in de week past meneer het best. Hij woont op de begane grond.",
    tags: ["regularly"],
    themes: ["elderly", "culture"],
    ageGroupIds: ADULTS,
    hours: [1, 1],
  },
  {
    helpKind: "request",
    title: "Oppasoma of -opa gezocht voor de woensdagmiddag",
    summary:
      "Een alleenstaande moeder werkt op woensdagmiddag en zoekt iemand die haar zoontje (6) uit school haalt en met hem speelt.",
    intro:
      "Moeder heeft geen familie in de buurt. Haar zoontje is vrolijk en druk, en houdt van voetballen en Lego. Een vast vertrouwd gezicht zou voor allebei veel betekenen.",
    details: [
      "Om twaalf uur het zoontje uit school halen",
      "Samen lunchen, spelen of naar de speeltuin",
      "Om vijf uur is moeder weer thuis",
    ],
    practical:
      "Omdat het om een kind gaat, vragen we een verklaring omtrent het gedrag (VOG); die vraagt de centrale voor je aan.",
    tags: ["regularly"],
    themes: ["children-youth"],
    ageGroupIds: ADULTS,
    hours: [4, 5],
    vog: true,
    minimumAge: 18,
  },
  {
    helpKind: "request",
    title: "Hulp bij de post en het invullen van formulieren",
    summary: "Meneer (68) krijgt veel brieven van instanties en begrijpt niet altijd wat er van hem gevraagd wordt.",
    intro:
      "Sinds zijn vrouw is overleden, moet meneer zelf de administratie doen. Dat deed zij altijd. Brieven blijven nu liggen en hij is bang iets te missen.",
    details: [
      "Een keer per twee weken samen de post doornemen",
      "Helpen met formulieren en aanvragen op internet",
      "Zo nodig samen met een instantie bellen",
    ],
    practical:
      "Je hoeft geen expert te zijn: overzicht en geduld zijn het belangrijkst. De consulent van de centrale helpt je als het ingewikkeld wordt.",
    tags: ["regularly"],
    themes: ["administration", "elderly"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
    minimumAge: 18,
  },
  {
    helpKind: "request",
    title: "Wandelmaatje gezocht voor mevrouw in een rolstoel",
    summary: "Mevrouw (79) zit in een rolstoel en is graag buiten. Wie maakt er eens per week een wandeling met haar?",
    intro:
      "Mevrouw was altijd een fervent wandelaar en kent de omgeving van {plaats} op haar duimpje. Nu ze in een rolstoel zit, is ze afhankelijk van anderen om naar buiten te gaan.",
    details: [
      "Een uur wandelen met mevrouw in de rolstoel",
      "Onderweg een ijsje of een kop koffie",
      "Bij slecht weer samen een spelletje doen",
    ],
    practical: "De rolstoel is licht en makkelijk te duwen. Het verzorgingshuis laat je zien hoe alles werkt.",
    tags: ["regularly", "flexible"],
    themes: ["elderly", "care-welfare"],
    ageGroupIds: [2, 3, 4, 5],
    hours: [1, 2],
    wheelchair: true,
  },
  {
    helpKind: "request",
    title: "Vervoer naar de dagbesteding op vrijdag",
    summary: "Meneer (81) gaat op vrijdag naar de dagbesteding, maar het busje rijdt niet meer door zijn straat.",
    intro:
      "De dagbesteding is voor meneer het hoogtepunt van de week: hij biljart er en eet er warm. Zonder vervoer kan hij er niet meer heen.",
    details: ["Op vrijdag om half tien meneer ophalen en naar de dagbesteding brengen", "Om vier uur weer terug naar huis"],
    practical: "Je hebt een auto en een rijbewijs. De centrale vergoedt je kilometers.",
    tags: ["regularly"],
    themes: ["transport", "elderly"],
    ageGroupIds: ADULTS,
    hours: [1, 1],
    minimumAge: 21,
    expenses: true,
  },
  {
    helpKind: "request",
    title: "Tuin winterklaar maken voor een oudere buurman",
    summary: "Buurman (83) is trots op zijn tuin, maar het blad harken en de heg knippen lukken hem niet meer.",
    intro:
      "Meneer heeft altijd zelf zijn tuin in {plaats} bijgehouden. Nu zijn rug het niet meer toelaat, zoekt hij een paar handen die hem dit najaar helpen.",
    details: ["Blad harken en afvoeren", "De heg knippen", "De tuinmeubelen opruimen in de schuur"],
    practical: "Gereedschap en een groene container zijn er. Het is een klus van een zaterdag.",
    status: "filled",
    tags: ["once"],
    themes: ["odd-jobs", "nature-animals"],
    ageGroupIds: [2, 3, 4, 5],
    hours: null,
  },
  {
    helpKind: "request",
    title: "Gezelschap gezocht voor een spelletje op zondagmiddag",
    summary: "Mevrouw (86) houdt van rummikub en klaverjassen, maar haar vaste speelpartner is overleden.",
    intro:
      "Zondagmiddag duurt lang als je alleen bent. Mevrouw is scherp en competitief: ze wint graag, maar kan ook goed tegen haar verlies.",
    details: ["Op zondagmiddag een paar uur samen spelletjes doen", "Thee met een koekje, en een goed gesprek"],
    practical: "Mevrouw woont zelfstandig in een seniorenwoning. Ze zoekt iemand die er een tijd voor wil gaan.",
    tags: ["regularly"],
    themes: ["elderly"],
    ageGroupIds: [2, 3, 4, 5],
    hours: [2, 3],
  },
  {
    helpKind: "request",
    title: "Hond uitlaten tijdens het herstel van meneer",
    summary: "Na een knieoperatie kan meneer zes weken lang zijn hond Bruno niet uitlaten. Wie helpt hem uit de brand?",
    intro:
      "Bruno is een rustige herdershond van acht jaar die goed luistert. Hij is gewend aan een flinke ochtendwandeling door het bos bij {plaats}.",
    details: ["Elke ochtend of avond drie kwartier wandelen met Bruno", "Hem daarna water en een brokje geven"],
    practical: "Het gaat om de komende zes weken. Je kunt het ook met iemand anders verdelen.",
    tags: ["regularly", "flexible"],
    themes: ["nature-animals"],
    ageGroupIds: [2, 3, 4, 5],
    hours: [3, 5],
    minimumAge: 14,
  },
  {
    helpKind: "request",
    title: "Wie helpt mevrouw met haar nieuwe smartphone?",
    summary:
      "Mevrouw (73) kreeg een smartphone van haar kinderen, maar weet niet hoe ze met haar kleinkinderen moet videobellen.",
    intro:
      "De kleinkinderen van mevrouw wonen in Canada. Videobellen zou betekenen dat ze ze eindelijk weer kan zien. Ze wil het graag leren, in haar eigen tempo.",
    details: [
      "Uitleg over de telefoon: bellen, foto's, WhatsApp",
      "Samen oefenen met videobellen",
      "Het opschrijven in een eenvoudig stappenplan",
    ],
    practical: "Twee of drie keer een uurtje is waarschijnlijk genoeg. Mevrouw woont in het centrum van {plaats}.",
    tags: ["once", "flexible"],
    themes: ["tech-ict", "elderly"],
    ageGroupIds: [2, 3, 4, 5],
    hours: [1, 1],
  },
  {
    helpKind: "request",
    title: "Maatje gezocht voor een vader die net in {plaats} woont",
    summary:
      "Een vader uit Eritrea woont sinds kort met zijn gezin in {plaats} en zoekt iemand die hem wegwijs maakt in de buurt.",
    intro:
      "Hij spreekt al een beetje Nederlands en wil graag meedoen: werk vinden, de buurt leren kennen, de taal beter spreken. Een vast contact in de buurt helpt daarbij enorm.",
    details: [
      "De buurt laten zien: de huisarts, de bibliotheek, de markt",
      "Samen koffie drinken en Nederlands praten",
      "Meedenken over werk of vrijwilligerswerk",
    ],
    practical: "Een keer per week afspreken, op een moment dat jullie allebei uitkomt. De centrale begeleidt het eerste gesprek.",
    tags: ["regularly"],
    themes: ["children-youth", "neighbourhood"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
    minimumAge: 18,
  },
  {
    helpKind: "offer",
    title: "Ik help graag met uw computer of telefoon",
    summary: "Gepensioneerd ICT'er (66) helpt u met uw laptop, tablet of telefoon: van e-mail en WhatsApp tot DigiD.",
    intro:
      "Ik heb veertig jaar in de automatisering gewerkt en vind het leuk om mensen op weg te helpen met hun apparaten. Geduld heb ik genoeg: domme vragen bestaan niet.",
    details: [
      "Uitleg over e-mail, WhatsApp en videobellen",
      "Hulp bij DigiD en internetbankieren",
      "Een nieuwe telefoon of tablet instellen",
    ],
    practical: "Ik kom bij u thuis in {plaats} en omgeving, meestal op een doordeweekse ochtend.",
    tags: ["flexible"],
    themes: ["tech-ict"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
  },
  {
    helpKind: "offer",
    title: "Klusjesman biedt hulp bij kleine reparaties in huis",
    summary: "Handige vijftiger helpt met een lekkende kraan, een klemmende deur, een nieuwe lamp of een plank aan de muur.",
    intro:
      "Ik ben timmerman en heb op zaterdag tijd over. Voor een vakman zijn veel klusjes te klein, maar voor wie het zelf niet meer kan zijn ze groot.",
    details: [
      "Kleine reparaties in huis",
      "Lampen, gordijnrails en planken ophangen",
      "Meedenken over wat beter een vakman kan doen",
    ],
    practical: "Ik neem mijn eigen gereedschap mee. Materiaal betaalt u zelf; mijn hulp is gratis.",
    tags: ["flexible", "once"],
    themes: ["odd-jobs"],
    ageGroupIds: ADULTS,
    hours: [1, 3],
  },
  {
    helpKind: "offer",
    title: "Samen boodschappen doen? Ik rijd graag",
    summary: "Ik heb een auto en op donderdagochtend tijd om iemand mee te nemen naar de supermarkt of de markt.",
    intro:
      "Sinds ik met pensioen ben, rijd ik elke donderdag naar de markt in {plaats}. Er past makkelijk iemand bij in de auto, en samen is gezelliger.",
    details: ["Ophalen bij u thuis en samen naar de supermarkt of de markt", "Helpen met tillen en uitpakken"],
    practical: "Een rollator of opvouwbare rolstoel past in de kofferbak. Een bijdrage in de benzine hoeft niet.",
    tags: ["regularly"],
    themes: ["transport", "neighbourhood"],
    ageGroupIds: ADULTS,
    hours: [2, 2],
  },
  {
    helpKind: "offer",
    title: "Ik laat uw hond uit",
    summary: "Hondenliefhebber (34) zonder eigen hond laat graag uw hond uit, vooral in het weekend en op woensdagavond.",
    intro:
      "Ik ben opgegroeid met honden, maar mijn huurhuis is te klein voor een eigen hond. Lange wandelingen in de bossen rond {plaats} maak ik dus graag met die van u.",
    details: ["Uw hond uitlaten, een half uur tot een uur", "Ook tijdelijk, bijvoorbeeld als u herstelt van een operatie"],
    practical: "Grote en kleine honden zijn welkom. We maken eerst kennis, zodat uw hond mij leert kennen.",
    tags: ["regularly", "flexible"],
    themes: ["nature-animals"],
    ageGroupIds: [2, 3, 4, 5],
    hours: [1, 3],
  },
  {
    helpKind: "offer",
    title: "Een kop koffie en een goed gesprek",
    summary:
      "Ik ben Ans (70), weduwe en een echte prater. Ik kom graag op bezoek bij iemand die wel wat gezelschap kan gebruiken.",
    intro:
      "Mijn kinderen wonen ver weg en ik heb tijd over. Ik weet hoe stil het kan zijn in huis, en een bezoekje maakt de week voor allebei een stuk leuker.",
    details: [
      "Een keer per week op de koffie komen",
      "Samen een wandelingetje maken of een spelletje doen",
      "Gewoon een luisterend oor",
    ],
    practical: "Ik woon in {plaats} en kom op de fiets. Het liefst op een vaste middag.",
    tags: ["regularly"],
    themes: ["neighbourhood", "elderly"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
  },
  {
    helpKind: "offer",
    title: "Hulp in de tuin: snoeien, maaien en wieden",
    summary: "Hovenier in ruste houdt uw tuin graag bij als dat u zelf niet meer lukt.",
    intro:
      "Na dertig jaar als hovenier kan ik het tuinieren niet laten. Mijn eigen tuin is af, dus ik help graag anderen die de tuin niet meer zelf kunnen bijhouden.",
    details: ["Gras maaien en de randen bijknippen", "Heggen en struiken snoeien", "Onkruid wieden en de tuin winterklaar maken"],
    practical: "Ik heb eigen gereedschap. Groenafval neem ik niet mee: dat gaat in uw container.",
    status: "draft",
    tags: ["flexible"],
    themes: ["odd-jobs", "nature-animals"],
    ageGroupIds: ADULTS,
    hours: [2, 3],
  },
  {
    helpKind: "offer",
    title: "Ik help met de belastingaangifte en toeslagen",
    summary: "Oud-belastingadviseur helpt bij de aangifte, toeslagen en andere formulieren, geheel kosteloos.",
    intro:
      "Formulieren van de Belastingdienst zijn voor veel mensen een bron van zorgen. Ik heb er mijn hele werkzame leven mee gewerkt en help graag wie er niet uitkomt.",
    details: [
      "De jaarlijkse belastingaangifte invullen",
      "Toeslagen aanvragen of wijzigen",
      "Uitleg over brieven van de Belastingdienst",
    ],
    practical: "Ik kom bij u thuis of we spreken af in de bibliotheek van {plaats}. Neem uw DigiD mee.",
    tags: ["flexible"],
    themes: ["administration"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
  },
  {
    helpKind: "offer",
    title: "Vervoer naar het ziekenhuis of de huisarts",
    summary:
      "Ik ben met pensioen, heb een auto en breng u graag naar een afspraak bij het ziekenhuis, de huisarts of de fysiotherapeut.",
    intro:
      "Niet iedereen kan zelf rijden of de bus nemen. Ik vind het fijn om iemand op weg te helpen en wacht desnoods in de wachtkamer met een krantje.",
    details: [
      "Ophalen bij u thuis en naar de afspraak brengen",
      "Wachten en weer terugbrengen",
      "Ook naar het ziekenhuis in de regio",
    ],
    practical:
      "Geef een afspraak het liefst een week van tevoren door. De centrale vergoedt mijn kilometers, voor u is het gratis.",
    tags: ["flexible"],
    themes: ["transport", "care-welfare"],
    ageGroupIds: ADULTS,
    hours: [2, 4],
    expenses: true,
  },
  {
    helpKind: "offer",
    title: "Student biedt huiswerkbegeleiding aan",
    summary: "Student pedagogiek (21) helpt kinderen uit groep 7 en 8 en de brugklas met huiswerk, plannen en leren leren.",
    intro:
      "Zelf vond ik de overstap naar de middelbare school best lastig. Nu help ik graag kinderen die vastlopen met hun huiswerk of hun planning.",
    details: ["Een of twee keer per week samen huiswerk maken", "Leren plannen met een agenda", "Oefenen voor toetsen"],
    practical: "Ik kom bij jullie thuis in {plaats}. Ik heb een VOG en ervaring als bijlesdocent.",
    tags: ["regularly"],
    themes: ["education-language", "children-youth"],
    ageGroupIds: [1, 2],
    hours: [1, 3],
    vog: true,
  },
  {
    helpKind: "offer",
    title: "Samen Nederlands oefenen tijdens een wandeling",
    summary: "Docent Nederlands in ruste oefent graag met iemand die de taal aan het leren is, gewoon tijdens een wandeling.",
    intro:
      "Een taal leer je het best door te praten. Tijdens een wandeling door {plaats} komen de onderwerpen vanzelf: de markt, het weer, de buren.",
    details: [
      "Een keer per week samen wandelen en praten",
      "Uitleg over woorden en uitdrukkingen",
      "Oefenen voor een gesprek bij de huisarts of op het werk",
    ],
    practical: "Alle niveaus zijn welkom. Bij slecht weer drinken we koffie in de bibliotheek.",
    tags: ["regularly"],
    themes: ["education-language"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
  },
  {
    helpKind: "offer",
    title: "Elke ochtend even bellen? Ik doe het graag",
    summary: "Ik bel u elke ochtend even op: een vast praatje, en de zekerheid dat er iemand aan u denkt.",
    intro:
      "Voor wie alleen woont, is een telefoontje in de ochtend een goed begin van de dag. En als u een keer niet opneemt, weet ik wie ik moet bellen.",
    details: ["Elke ochtend rond tien uur een kort telefoongesprek", "Afspraken over wie ik bel als u niet opneemt"],
    practical: "Ik bel vanuit huis, dus het maakt niet uit waar u woont.",
    tags: ["regularly"],
    themes: ["elderly", "care-welfare"],
    ageGroupIds: ADULTS,
    hours: [1, 2],
    fromHome: true,
  },
];
