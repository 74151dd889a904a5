package org.umpire.cli.story;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.dice.ScriptedDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * Writes the story {@code orders-examples/stories/people-by-mail} once (then the mails are read, and
 * touched up, by people): the plan bots decide, and two people write the mails the way people write —
 * greetings or none, a word about their day, a typo in the chatter, the report quoted below as Gmail, an
 * iPhone or Outlook quote it (Outlook in French: not quoted at all), Japan in French with French order words
 * where the player would use them, a mail written a day late after the reminder, and a few written between
 * two reports. Run with {@code -Dstory.write=true} ({@code -Dstory.dir=…} elsewhere than the story folder).
 */
@EnabledIfSystemProperty(named = "story.write", matches = "true")
class PeopleStoryWriter {

    static final int TURNS = Integer.getInteger("story.turns", 13);
    /** The night of Japan's sortie against the US cruisers ({@link #sortie}). */
    static final int SORTIE_TURN = Integer.getInteger("story.sortie", 13);

    private static final Map<Side, Persona> PEOPLE = new EnumMap<>(Map.of(
            Side.US, new Persona(Side.US, "Ray Spruance", PeopleStory.US, Language.EN),
            Side.JP, new Persona(Side.JP, "Isoroku Yamamoto", PeopleStory.JP, Language.FR)));

    static final List<String> US_BEFORE = List.of(
            "",
            "Hi,",
            "Morning!",
            "Hello umpire,",
            "Quick one today, in a meeting.",
            "Sorry, forgot the code last time.",
            "Ok here goes:",
            "Tough turn. Here's what I'm doing:",
            "Hey,",
            "Orders below. Falling back on Midway tonight.",
            "All right, let's see what they've got.");
    static final List<String> US_AFTER = List.of(
            "",
            "Thanks!",
            "Cheers",
            "Let me know if anything's unclear.",
            "Fingers crossed.",
            "thx",
            "Have a good evening,",
            "(typed on the bus, sorry for typos)");
    static final List<String> JP_BEFORE = List.of(
            "",
            "Bonjour,",
            "Bonsoir l'arbitre,",
            "Voici mes ordres pour ce tour.",
            "Désolé pour le retard, grosse journée.",
            "Bonjour, rien de spécial de mon côté :",
            "Salut,",
            "Alors, on y va :",
            "Bonjour à vous,");
    static final List<String> JP_AFTER = List.of(
            "",
            "Merci !",
            "Bonne soirée.",
            "Bien à vous,",
            "À demain.",
            "Merci d'avance.",
            "(écrit dans le train, désolé pour les fautes)");

    /** What Japan's player writes above the sortie's moves, and above its declaration. */
    private static final String SORTIE_WORDS = """
            Bonsoir,

            Leurs porte-avions sont au fond. Cette nuit, mon escorte va chercher \
            leurs croiseurs au canon : de nuit, c'est nous les meilleurs.""";

    private static final String DECLARE_WORDS = "On les tient ! Mes croiseurs sont sur eux, on engage :";

    @Test
    void write_the_story() throws IOException {
        Path dir = Path.of(System.getProperty("story.dir", "../orders-examples/stories/people-by-mail"));
        Path mails = dir.resolve("mails");
        if (Files.isDirectory(mails)) {
            AtomicFiles.deleteTree(mails);
        }
        Files.createDirectories(mails);
        Path scratch = Files.createTempDirectory("people-story");
        PeopleStory g = PeopleStory.create(scratch);
        Random r = new Random(PeopleStory.SEED);
        List<String> steps = new ArrayList<>();
        steps.add(
                "# "
                        + "The story of see docs/orders.md: two people play a whole game by mail. Written by PeopleStoryWriter,");
        steps.add("# read by PeopleStoryTest (see README.md). Steps: clock INSTANT, mail FILE, receive, watch.");
        steps.add("clock " + g.now());
        int n = 0;
        Set<Integer> lateTurns = Set.of(6, 15);
        Set<Integer> earlyTurns = Set.of(3, 11, 19);
        Set<String> lateDone = new TreeSet<>();
        Set<String> earlyDone = new TreeSet<>();
        int rounds = 0;
        String sortieHex = null;
        while (true) {
            GameStore store = g.store();
            GameState s = store.state();
            if (s.isOver() || s.turn() > TURNS) {
                break;
            }
            List<Side> waiting = new ArrayList<>(TurnEngine.awaiting(PeopleStory.SCENARIO, s));
            waiting.removeAll(store.orders(s.turn(), s.phase()).keySet());
            if (r.nextBoolean()) {
                Collections.reverse(waiting);
            }
            // the mails come in over the next hours
            g.at(g.now().plus(Duration.ofMinutes(40 + r.nextInt(200))));
            steps.add("clock " + g.now());
            for (Side side : waiting) {
                String key = side + "-" + s.turn();
                if (side == Side.JP && lateTurns.contains(s.turn()) && lateDone.add(key)) {
                    // a day late: the reminder comes first, then the mail, before the deadline
                    GameStore st = g.store();
                    Instant deadline = Deadlines.of(st.dir()).deadline(st).orElseThrow();
                    g.at(deadline.minus(Duration.ofHours(10)));
                    steps.add("clock " + g.now());
                    steps.add("watch");
                    g.round();
                    g.at(g.now().plus(Duration.ofHours(3)));
                    steps.add("clock " + g.now());
                }
                String orders = BotTurns.accepted(
                        PeopleStory.SCENARIO,
                        s,
                        side,
                        Bot.plan(side).orders(SideView.of(PeopleStory.SCENARIO, s, side)));
                boolean declares = false;
                if (s.phase() == Phase.NAVAL_COMBAT
                        && side == Side.JP
                        && sortieHex != null
                        && SideView.of(PeopleStory.SCENARIO, s, side).located(Hex.parse(sortieHex))) {
                    // the escort found the cruisers: Japan declares the surface combat it went for (NAV-1)
                    orders = "naval combat in " + sortieHex;
                    declares = true;
                }
                if (s.phase() == Phase.SETUP) {
                    // as docs/orders.md advises: standing orders, so that a combat step needs no extra mail
                    orders = orders.strip() + "\n\n"
                            + (side == Side.US
                                    ? "bombing priority: CV > BB > CA\nsurface priority: BB, CA, DD\nsubmarine priority: CV > TT\n"
                                            + "fighters: bombers first\nAA: spread\n"
                                    : "priorité bombardement : CV > BB > CA\npriorité surface : BB, CA, DD\npriorité sous-marins : CV > TT\n"
                                            + "priorité pilonnage : LAND\nchasseurs : bombardiers d'abord\nDCA : répartie\n");
                }
                Optional<Sortie> sortie = s.phase() == Phase.MOVEMENT && side == Side.JP ? sortie(s) : Optional.empty();
                if (sortie.isPresent()) {
                    // the player's own decision, not the plan's: the escort goes in at night, the rest as planned
                    orders = sortie.get().orders(orders);
                }
                if (s.phase() == Phase.MOVEMENT) {
                    // as docs/orders.md advises: the searches go with the moves (one mail a quiet turn)
                    String searches = searchesAfter(s, side, orders);
                    orders = orders.strip() + "\n"
                            + (!searches.isBlank()
                                    ? searches
                                    : side == Side.US ? "no search this turn" : "pas de recherche ce tour-ci");
                    if (noStrikeInReach(s, side, searches)) {
                        // nothing of its own can strike what it saw: no raid this turn, said once with the moves
                        orders = orders.strip() + "\n"
                                + (side == Side.US ? "no raid this turn" : "pas de raid ce tour-ci");
                    }
                    if (sortie.isPresent()) {
                        // it goes for a surface combat: it will declare it once its ships see the enemy's (phase 8)
                        sortieHex = sortie.get().target().toString();
                    } else if (contact(g, p0(side))) {
                        // the plan keeps its ships out of surface combat: said once with the moves
                        orders = orders.strip() + "\n"
                                + (side == Side.US ? "no naval combat this turn" : "pas de combat naval ce tour-ci");
                    }
                    if (side == Side.US && s.turn() == 4) {
                        // the story's one mistake: a move too far; the rest of the mail is stored (I-ORD-23)
                        orders = orders.strip() + "\nHornet -> A1";
                    }
                }
                Persona p = PEOPLE.get(side);
                String name = String.format(
                        "%03d-%s-t%02d-p%02d.eml",
                        ++n, side.name().toLowerCase(), s.turn(), s.phase().number());
                Persona.Style style = style(side, r);
                String before = pick(side == Side.US ? US_BEFORE : JP_BEFORE, r);
                if (sortie.isPresent()) {
                    before = SORTIE_WORDS;
                } else if (declares) {
                    before = DECLARE_WORDS;
                }
                byte[] raw = p.mail(
                        style,
                        before,
                        written(side, orders),
                        pick(side == Side.US ? US_AFTER : JP_AFTER, r),
                        g.secret(p.address()),
                        latestReport(g, p.address()),
                        g.now(),
                        name.replace(".eml", "") + "." + Long.toHexString(r.nextLong()));
                Files.write(mails.resolve(name), raw);
                steps.add("mail " + name);
                g.deliver(raw, name);
                g.at(g.now().plus(Duration.ofMinutes(3 + r.nextInt(30))));
            }
            boolean split = rounds++ % 5 == 4;
            if (split) {
                steps.add("receive");
                g.receive();
            }
            steps.add("watch");
            g.round();
            // a word between two reports, now and then: kept for the next decision
            GameState after = g.store().state();
            if (!after.isOver()
                    && earlyTurns.contains(after.turn())
                    && earlyDone.add("US-" + after.turn())
                    && !TurnEngine.awaiting(PeopleStory.SCENARIO, after).contains(Side.US)) {
                g.at(g.now().plus(Duration.ofMinutes(20)));
                steps.add("clock " + g.now());
                Persona p = PEOPLE.get(Side.US);
                String name = String.format("%03d-us-t%02d-note.eml", ++n, after.turn());
                byte[] raw = p.mail(
                        Persona.Style.IPHONE,
                        "Got the receipt, thanks.",
                        "nothing more from me until your next report",
                        "",
                        g.secret(p.address()),
                        null,
                        g.now(),
                        name.replace(".eml", ""));
                Files.write(mails.resolve(name), raw);
                steps.add("mail " + name);
                g.deliver(raw, name);
            }
        }
        Files.writeString(dir.resolve("steps.txt"), String.join("\n", steps) + "\n", StandardCharsets.UTF_8);
        g.log().forEach(System.out::println);
        AtomicFiles.deleteTree(scratch);
    }

    /**
     * The searches the player would order once its moves are made: the movement resolved with its own orders
     * (the enemy's unknown: the defaults), then its plan bot asked from its own view at the searches phase.
     */
    private static String searchesAfter(GameState s, Side side, String movement) {
        OrderSet own = OrdersReader.read(SideView.of(PeopleStory.SCENARIO, s, side), movement)
                .orderSet();
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        orders.put(side, own);
        GameState next;
        try {
            next = TurnEngine.resolve(
                            PeopleStory.SCENARIO,
                            s,
                            orders,
                            new ScriptedDice(Collections.nCopies(500, 5), "simulation"))
                    .next();
        } catch (RuntimeException e) {
            return "";
        }
        if (next.phase() != Phase.SEARCH || next.turn() != s.turn()) {
            return "";
        }
        return BotTurns.accepted(
                PeopleStory.SCENARIO, next, side, Bot.plan(side).orders(SideView.of(PeopleStory.SCENARIO, next, side)));
    }

    /**
     * By day, whether the person sees at once that it will declare no raid this turn, and says so with the moves
     * (I-ORD-24): it saw enemy ships last turn, and none of its ready bombers could reach them even if they came a
     * hex closer (its force table and its last report tell it both).
     */
    private static boolean noStrikeInReach(GameState s, Side side, String searches) {
        SideView v = SideView.of(PeopleStory.SCENARIO, s, side);
        if (v.night() || s.turn() < 2) {
            return false;
        }
        List<Hex> seen = v.knowledge().sightingsOn(s.turn() - 1).stream()
                .filter(x -> x.level() != SightingLevel.NO_SHIPS)
                .map(Sighting::hex)
                .distinct()
                .toList();
        if (seen.isEmpty()) {
            return false;
        }
        // what its own searches may find this turn counts too: it would not decline a raid on it before knowing
        List<Hex> searched = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^search ([A-Z]\\d+)").matcher(searches);
        while (m.find()) {
            searched.add(Hex.parse(m.group(1)));
        }
        return v.ownUnits().stream()
                .filter(u -> u.location() instanceof Location.Aboard
                        && u.readiness() == Readiness.READY
                        && !u.trapped()
                        && List.of(UnitType.D, UnitType.T, UnitType.M)
                                .contains(v.def(u.id()).type()))
                .noneMatch(u -> v.hexNow(u.id())
                        .filter(at -> seen.stream()
                                        .anyMatch(h -> HexGrid.distance(at, h)
                                                <= v.def(u.id()).range() / 2 + 1)
                                || searched.stream()
                                        .anyMatch(h -> HexGrid.distance(at, h)
                                                <= v.def(u.id()).range() / 2))
                        .isPresent());
    }

    /**
     * Japan's night sortie, the one decision of the story that is the player's and not the plan's: on the first
     * night after the US carriers were found (turn {@link #SORTIE_TURN}), the escort of the carriers (the ships with
     * a naval combat value in the carriers' hex) steams into the next hex where Japan last located US ships, to
     * fight them with its guns at night, when the US shoots worse (NAV-5). Its lines replace the plan's for those
     * ships; the carriers move as planned.
     */
    private static Optional<Sortie> sortie(GameState s) {
        SideView v = SideView.of(PeopleStory.SCENARIO, s, Side.JP);
        if (s.turn() != SORTIE_TURN || !v.night()) {
            return Optional.empty();
        }
        List<UnitState> ships = v.ownUnits().stream()
                .filter(u -> u.location() instanceof Location.OnMap)
                .toList();
        Optional<Hex> carriers = ships.stream()
                .filter(u -> v.def(u.id()).type() == UnitType.CV)
                .map(u -> v.hexNow(u.id()).orElseThrow())
                .findFirst();
        if (carriers.isEmpty()) {
            return Optional.empty();
        }
        List<UnitId> escort = ships.stream()
                .filter(u -> v.def(u.id()).combat() > 0
                        && v.def(u.id()).type() != UnitType.SS
                        && v.hexNow(u.id()).equals(carriers))
                .map(UnitState::id)
                .toList();
        for (int t = s.turn() - 1; t > 0 && !escort.isEmpty(); t--) {
            Optional<Hex> target = v.knowledge().sightingsOn(t).stream()
                    .filter(Sighting::located)
                    .map(Sighting::hex)
                    .filter(h -> HexGrid.distance(h, carriers.get()) == 1)
                    .sorted()
                    .findFirst();
            if (target.isPresent()) {
                return Optional.of(new Sortie(target.get(), escort));
            }
        }
        return Optional.empty();
    }

    /** The escort's sortie: where it goes, and which ships. */
    private record Sortie(Hex target, List<UnitId> ships) {

        /** The plan's movement orders with the escort's lines replaced by its move to the target. */
        String orders(String planned) {
            StringBuilder out = new StringBuilder();
            for (String line : planned.strip().split("\n")) {
                if (ships.stream().noneMatch(id -> line.startsWith(id + " "))) {
                    out.append(line).append('\n');
                }
            }
            ships.forEach(id -> out.append(id).append(" -> ").append(target).append('\n'));
            return out.toString();
        }
    }

    private static String p0(Side side) {
        return PEOPLE.get(side).address();
    }

    /** Whether the player was told of an enemy ship already (its reports): a surface combat is then possible. */
    private static boolean contact(PeopleStory g, String address) {
        return g.sent().stream()
                .anyMatch(m -> m.to().equalsIgnoreCase(address)
                        && m.isReport()
                        && m.text().matches("(?s).*(located|repéré|localisé).*"));
    }

    private static PeopleStory.Sent latestReport(PeopleStory g, String address) {
        PeopleStory.Sent last = null;
        for (PeopleStory.Sent m : g.sent()) {
            if (m.to().equalsIgnoreCase(address)
                    && (m.isReport() || m.messageId().contains(".secret."))) {
                last = m;
            }
        }
        return last;
    }

    private static Persona.Style style(Side side, Random r) {
        if (side == Side.US) {
            return r.nextInt(3) == 0 ? Persona.Style.IPHONE : Persona.Style.GMAIL;
        }
        return r.nextInt(3) == 0 ? Persona.Style.IPHONE : Persona.Style.OUTLOOK;
    }

    private static String pick(List<String> l, Random r) {
        return l.get(r.nextInt(l.size()));
    }

    /** The orders as the person writes them: Japan's player uses the French words of docs/orders.md. */
    static String written(Side side, String orders) {
        return written(side == Side.US ? Language.EN : Language.FR, orders);
    }

    /** The orders as a person writing in {@code language} writes them: in French, the French words of docs/orders.md. */
    static String written(Language language, String orders) {
        if (orders.isBlank()) {
            return language == Language.EN ? "nothing this phase" : "rien ce tour-ci";
        }
        if (language == Language.EN) {
            return orders;
        }
        return orders.replaceAll("(?m)^group (\\d+) enters (\\S+)$", "groupe $1 entre en $2")
                .replaceAll("(?m)^search (.+) with (.+)$", "recherche $1 avec $2")
                .replaceAll("(?m)^search (.+)$", "recherche $1")
                .replaceAll("(?m)^raid on (\\S+): (.+)$", "raid sur $1 : $2")
                .replaceAll("(?m)^raid Midway: (.+)$", "raid sur Midway : $1")
                .replaceAll("(?m)^naval combat in (\\S+)$", "combat naval en $1");
    }
}
