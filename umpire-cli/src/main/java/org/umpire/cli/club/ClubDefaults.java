package org.umpire.cli.club;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;

/**
 * What {@code umpire new} takes from the club file of its games folder (docs/club.md): each setting is the
 * option given to {@code new} when there is one, else the club's, else the program's own default.
 */
public final class ClubDefaults {

    private final Optional<ClubFile> club;
    private final Path dir;

    private ClubDefaults(Optional<ClubFile> club, Path dir) {
        this.club = club;
        this.dir = dir;
    }

    /**
     * The defaults of games made in {@code home}: its club file's when it holds one (read, its problems worded in
     * {@code umpireLanguageOption}, else the environment's language: exit 1 naming the file, line and field).
     */
    public static ClubDefaults of(GamesHome home, Language umpireLanguageOption) {
        Path dir = home.root();
        if (!Files.isDirectory(dir)) {
            return new ClubDefaults(Optional.empty(), dir);
        }
        Language words = umpireLanguageOption != null ? umpireLanguageOption : UmpireLanguage.ofEnvironment();
        return new ClubDefaults(ClubFile.find(dir, ClubCommand.texts(words)), dir);
    }

    /** The club file, if the folder holds one. */
    public Optional<ClubFile> club() {
        return club;
    }

    /** The players' language: {@code --lang}, else the club's, else French. */
    public Language playersLanguage(Language option) {
        return option != null ? option : club.map(ClubFile::playersLanguage).orElse(Language.FR);
    }

    /**
     * The game's umpire language (see docs/reports-and-mail.md): {@code --umpire-lang}, else the club's, else {@code UMPIRE_LANG},
     * else the system's language when French, else English. Every command about the game prints in it, and the
     * umpire's reports are written in it.
     */
    public Language umpireLanguage(Language option) {
        return option != null ? option : club.map(ClubFile::umpireLanguage).orElseGet(UmpireLanguage::ofEnvironment);
    }

    /** The time zone: {@code --time-zone}, else the club's, else Europe/Paris. */
    public String timeZone(String option) {
        return option != null
                ? option
                : club.map(c -> c.timeZone().getId()).orElse(GameConfig.DEFAULT_TIME_ZONE.getId());
    }

    /** The deadlines ({@code movement=48h,...}): {@code --deadline}, else the club's; null for none. */
    public String deadlines(String option) {
        String spec =
                option != null ? option : club.map(ClubFile::deadlinesText).orElse(null);
        return spec == null || spec.trim().equalsIgnoreCase("none") ? null : spec;
    }

    /** The club's missed-orders policy (docs/club.md), else the program's default; {@code new}'s options go over it. */
    public MissedOrdersPolicy missedOrders() {
        return club.map(ClubFile::missedOrders).orElse(MissedOrdersPolicy.DEFAULT);
    }

    /**
     * The game's observers (docs/club.md#observers): the addresses of {@code --observer}, else the club's but those
     * that play in this game ({@code players}, lower case: nobody observes a game he plays); the delay of
     * {@code --observer-delay}, else the club's, else {@code end}; each in {@code language}.
     *
     * @param addresses {@code --observer}, each a plain address; empty: the club's
     * @param delay     {@code --observer-delay}, or null
     */
    public Observers observers(
            List<String> addresses, Optional<Integer> delay, Language language, Set<String> players) {
        List<String> chosen = !addresses.isEmpty()
                ? addresses
                : club.map(ClubFile::observers).orElse(List.<String>of()).stream()
                        .filter(a -> !players.contains(a.toLowerCase(Locale.ROOT)))
                        .toList();
        List<Player> people = new ArrayList<>();
        for (String a : chosen) {
            if (people.stream().noneMatch(p -> p.email().equalsIgnoreCase(a))) {
                people.add(new Player(a, language));
            }
        }
        Optional<Integer> d = delay != null ? delay : club.flatMap(ClubFile::observerDelay);
        return new Observers(people, d);
    }

    /** The scenario data folder: {@code --rules}, else the club's, else null (the built-in data). */
    public Path rulesDir(Path option) {
        return option != null ? option : club.flatMap(c -> c.rulesDir(dir)).orElse(null);
    }
}
