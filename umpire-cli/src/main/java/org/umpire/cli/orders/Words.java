package org.umpire.cli.orders;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The keywords of the orders language, French and English, folded (lower case, no accents).
 * Players may use either language in any mail; {@code docs/orders.md} lists them.
 */
final class Words {

    private Words() {}

    static final Set<String> TO =
            Set.of("to", "vers", "en", "a", "au", "into", "in", "at", "sur", "on", "dans", "towards");
    static final Set<String> FROM = Set.of("from", "de", "depuis", "du");
    static final Set<String> MOVE = Set.of(
            "move",
            "moves",
            "mouvement",
            "mouvements",
            "movement",
            "va",
            "vont",
            "deplace",
            "deplacer",
            "deplacement",
            "goes",
            "go",
            "sail",
            "sails");
    static final Set<String> GROUP = Set.of("groupe", "group", "gr", "grp", "groupes", "groups");
    static final Set<String> ENTER =
            Set.of("entre", "entrent", "entrer", "entree", "enter", "enters", "entry", "arrive", "arrivent", "arrives");
    static final Set<String> DELAY = Set.of(
            "retarde",
            "retardent",
            "retarder",
            "retard",
            "delay",
            "delays",
            "delayed",
            "attend",
            "attendent",
            "wait",
            "waits");
    static final Set<String> STAY =
            Set.of("reste", "restent", "rester", "stay", "stays", "hold", "holds", "immobile", "stop", "stops");
    static final Set<String> EXIT =
            Set.of("sort", "sortent", "sortie", "sortir", "quitte", "quittent", "exit", "exits", "leave", "leaves");
    static final Set<String> PLACE =
            Set.of("place", "placer", "placement", "setup", "set-up", "deploy", "deploie", "deploiement");
    static final Set<String> RAID = Set.of("raid", "raids", "frappe", "strike");
    static final Set<String> MIDWAY = Set.of("midway");
    static final Set<String> CANCEL = Set.of("annule", "annuler", "annulation", "cancel", "cancels", "cancelled");
    static final Set<String> LANDING_PLACE = Set.of(
            "atterrissage",
            "atterrit",
            "atterrissent",
            "atterrir",
            "retour",
            "landing",
            "lands",
            "land",
            "return",
            "returns",
            "recovery",
            "pose",
            "posent");
    static final Set<String> SEARCH = Set.of(
            "recherche",
            "recherches",
            "rech",
            "search",
            "searches",
            "searching",
            "cherche",
            "reconnaissance",
            "reco",
            "recon",
            "scout",
            "scouts");
    static final Set<String> WITH = Set.of("with", "avec", "par", "by", "using");
    static final Set<String> ATTACK = Set.of(
            "attaque",
            "attaquent",
            "attaquer",
            "attack",
            "attacks",
            "cible",
            "ciblent",
            "target",
            "targets",
            "vise",
            "visent",
            "tire",
            "tirent",
            "fire",
            "fires",
            "contre",
            "against",
            "vs",
            "engage",
            "engages");
    static final Set<String> NAVAL = Set.of("naval", "navale", "surface");
    static final Set<String> COMBAT = Set.of("combat", "combats", "bataille", "battle");
    static final Set<String> SUBMARINE =
            Set.of("sous-marin", "sous-marins", "submarine", "submarines", "sub", "subs", "sm");
    static final Set<String> SCREEN = Set.of("ecran", "screen", "screens");
    static final Set<String> AA = Set.of("aa", "dca", "anti-aerien", "antiaerien", "anti-aircraft", "flak");
    static final Set<String> FIGHTERS = Set.of("chasse", "chasseurs", "chasseur", "fighters", "fighter");
    static final Set<String> BOMBING =
            Set.of("bombing", "bombardement", "bombardements", "bombs", "bombes", "bombers", "bombardiers");
    static final Set<String> BOMBARDMENT = Set.of(
            "pilonnage", "pilonne", "pilonnent", "bombardment", "bombardments", "shelling", "bombard", "bombards");
    static final Set<String> LAND_COMBAT = Set.of("terrestre", "land", "ground");
    static final Set<String> TROOP_LANDING = Set.of(
            "debarquement",
            "debarque",
            "debarquent",
            "debarquer",
            "landing",
            "land",
            "lands",
            "invasion",
            "invade",
            "ashore");
    static final Set<String> READY = Set.of("pret", "prets", "prete", "pretes", "ready");
    static final Set<String> NOT = Set.of("non", "pas", "not", "non-pret", "non-prets", "not-ready", "unready");
    static final Set<String> RESERVE = Set.of("reserve", "reserves");
    static final Set<String> KURE = Set.of("kure");
    static final Set<String> BASE = Set.of("base", "hydravions", "seaplane", "seaplanes", "hydrobase");
    static final Set<String> START = Set.of(
            "commence",
            "commencer",
            "demarre",
            "demarrer",
            "debute",
            "construit",
            "construire",
            "construction",
            "start",
            "starts",
            "begin",
            "begins",
            "build",
            "builds",
            "establish");
    static final Set<String> CONCEDE = Set.of(
            "abandon",
            "abandonne",
            "abandonner",
            "abandonnons",
            "capitule",
            "capitulation",
            "capitulons",
            "concede",
            "concedes",
            "concedons",
            "resign",
            "resigns",
            "surrender",
            "surrenders");
    static final Set<String> PRIORITY = Set.of("priorite", "priorites", "priority", "priorities");
    static final Set<String> SPREAD = Set.of(
            "spread",
            "repartie",
            "repartir",
            "reparti",
            "repartis",
            "dispersee",
            "disperse",
            "etalee",
            "even",
            "evenly");
    static final Set<String> STRONGEST = Set.of("strongest", "forts", "fort", "puissants", "strong");
    static final Set<String> FIRST = Set.of("first", "abord", "premier", "premiers", "priorite");
    static final Set<String> RENAME = Set.of("renomme", "renommer", "rename", "renames", "nomme", "name", "names");
    static final Set<String> ALL = Set.of("tous", "toutes", "tout", "all", "every", "everything");
    static final Set<String> AND = Set.of("et", "and");
    /** Saying there is nothing to order ("no orders", "rien", "pass"). */
    static final Set<String> NOTHING = Set.of(
            "nothing",
            "none",
            "pass",
            "passe",
            "passons",
            "rien",
            "aucun",
            "aucune",
            "neant",
            "nil",
            "nada",
            "skip",
            "skipping");
    /** A negation that, with what is not done, says nothing is ordered ("no raid", "pas de recherche"). */
    static final Set<String> NEGATION = Set.of("no", "pas", "not", "sans", "without", "point");
    /** The words of {@link #NOTHING_WHAT} that name the searches ("no search": the searches phase, I-ORD-24). */
    static final Set<String> SEARCH_WHAT = Set.of("search", "searches", "recherche", "recherches");
    /** The words of {@link #NOTHING_WHAT} that name the raids ("no raid": the raid declarations, I-ORD-24). */
    static final Set<String> RAID_WHAT = Set.of("raid", "raids", "frappe", "frappes", "strike", "strikes");
    /** The words that name the naval combat in a "no" ("no naval combat", "pas de combat naval", I-ORD-24). */
    static final Set<String> NAVAL_WHAT = Set.of("naval", "navals", "navale", "navales");
    /** What a side may say it does not do this phase ("no raid", "pas de débarquement", "no changes"). */
    static final Set<String> NOTHING_WHAT = Set.of(
            "raid",
            "raids",
            "frappe",
            "frappes",
            "strike",
            "strikes",
            "attack",
            "attacks",
            "attaque",
            "attaques",
            "search",
            "searches",
            "recherche",
            "recherches",
            "move",
            "moves",
            "movement",
            "movements",
            "mouvement",
            "mouvements",
            "landing",
            "landings",
            "debarquement",
            "combat",
            "combats",
            "bombing",
            "bombardement",
            "bombardment",
            "pilonnage",
            "screen",
            "ecran",
            "target",
            "targets",
            "cible",
            "cibles",
            "change",
            "changes",
            "changement",
            "changements",
            "action",
            "actions",
            "decision",
            "decisions",
            "order",
            "orders",
            "ordre",
            "ordres",
            "declaration",
            "declarations",
            "mission",
            "missions",
            "recovery",
            "fire",
            "tir",
            "naval",
            "navals",
            "navale",
            "navales");
    /** The words that may come with them ("no orders this phase", "pas d'ordres ce tour", "pas de raid (ce tour-ci)"). */
    static final Set<String> NOTHING_EXTRA = Set.of(
            "no",
            "pas",
            "de",
            "d",
            "for",
            "pour",
            "this",
            "ce",
            "cette",
            "phase",
            "turn",
            "tour",
            "to",
            "a",
            "ordonner",
            "faire",
            "do",
            "signaler",
            "report",
            "now",
            "maintenant",
            "here",
            "ici",
            "ci",
            "tour-ci",
            "phase-ci",
            "fois-ci",
            "fois",
            "time",
            "round",
            "today",
            "tonight",
            "aujourd",
            "hui",
            "aujourd-hui",
            "instant",
            "moment",
            "yet",
            "encore",
            "declare",
            "declarer",
            "from",
            "me",
            "moi",
            "us",
            "my",
            "our",
            "side",
            "mon",
            "notre",
            "cote",
            "at",
            "all",
            "du",
            "tout",
            "any",
            "thanks",
            "merci",
            "needed",
            "necessaire",
            "in",
            "en",
            "on",
            "sur",
            "je",
            "i",
            "we",
            "nous",
            "il",
            "y",
            "there",
            "is",
            "are",
            "will",
            "be",
            "sera",
            "aura",
            "n",
            "t",
            "don",
            "dont",
            "want",
            "veux",
            "voulons",
            "wish");

    static final Set<String> FILLER = Set.of(
            "le",
            "la",
            "les",
            "l",
            "the",
            "un",
            "une",
            "des",
            "unite",
            "unites",
            "unit",
            "units",
            "navire",
            "navires",
            "ship",
            "ships",
            "hex",
            "hexagone",
            "case",
            "hexagon",
            "je",
            "i",
            "we",
            "nous",
            "son",
            "sa",
            "ses",
            "its",
            "their",
            "leur",
            "leurs",
            "then",
            "puis",
            "s",
            "qu",
            "j",
            "please",
            "svp",
            "ordre",
            "ordres",
            "order",
            "orders",
            "avions",
            "aircraft",
            "escadrille",
            "of",
            "partie",
            "game",
            "map",
            "carte",
            "la-carte",
            "the-map");

    /**
     * Everyday words of a letter that lie near a keyword ("sorry" ~ "sort", "again" ~ "against"): a line
     * made of them is conversation, not a mistyped order (I-ORD-22).
     */
    static final Set<String> COMMON = Set.of(
            "sorry",
            "again",
            "since",
            "have",
            "here",
            "there",
            "were",
            "where",
            "what",
            "which",
            "when",
            "them",
            "they",
            "will",
            "would",
            "could",
            "should",
            "must",
            "just",
            "also",
            "only",
            "some",
            "more",
            "most",
            "much",
            "many",
            "very",
            "well",
            "good",
            "back",
            "next",
            "last",
            "plan",
            "plans",
            "planes",
            "plane",
            "think",
            "want",
            "need",
            "hope",
            "maybe",
            "perhaps",
            "tonight",
            "today",
            "tomorrow",
            "bounced",
            "forgot",
            "forget",
            "sent",
            "send",
            "sending",
            "resend",
            "mail",
            "email",
            "code",
            "keeps",
            "keep",
            "launch",
            "carriers",
            "everything",
            "nothing",
            "desole",
            "encore",
            "donc",
            "alors",
            "mais",
            "vous",
            "notre",
            "votre",
            "cette",
            "avons",
            "sommes",
            "suis",
            "voila",
            "comme",
            "oublie",
            "renvoie",
            "renvoye",
            "rebond",
            "ordres",
            "precedents",
            "premiers",
            "toujours",
            "demain",
            "soir",
            "cela",
            "ceci",
            "faut",
            "peut",
            "etre",
            "avoir",
            "fait",
            "faire",
            "sorte");

    private static final Set<String> ALL_KEYWORDS = collect();

    /** Every keyword of 4 letters or more, for suggestions when a word is not understood. */
    static Set<String> all() {
        return ALL_KEYWORDS;
    }

    private static Set<String> collect() {
        Set<String> s = new TreeSet<>();
        for (Set<String> w : List.of(
                MOVE,
                GROUP,
                ENTER,
                DELAY,
                STAY,
                EXIT,
                PLACE,
                RAID,
                CANCEL,
                LANDING_PLACE,
                SEARCH,
                ATTACK,
                NAVAL,
                COMBAT,
                SUBMARINE,
                SCREEN,
                AA,
                FIGHTERS,
                BOMBING,
                BOMBARDMENT,
                TROOP_LANDING,
                READY,
                RESERVE,
                BASE,
                START,
                CONCEDE,
                PRIORITY,
                SPREAD,
                STRONGEST,
                RENAME,
                ALL)) {
            for (String k : w) {
                if (k.length() >= 4) {
                    s.add(k);
                }
            }
        }
        return Collections.unmodifiableSet(s);
    }
}
