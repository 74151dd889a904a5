package org.umpire.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No static mutable state in the main code of either module (docs/ARCHITECTURE.md#rules-of-the-house): state a
 * run changes lives in an object passed where it is needed ({@code store.ProgramRun}, a store's fields). A small
 * source reader, no library: every field declared {@code static} (comments and string literals blanked) fails when
 * it is not {@code final}, or when it is {@code final} but of a mutable collection, {@code ThreadLocal} or
 * {@code Atomic*} type, by its declared type or by what its initializer makes. Arrays and objects of other types
 * are not judged. The exceptions are listed below, each with why it may stay; an entry that no longer matches a
 * flagged field fails too, so the list stays true.
 */
class NoStaticMutableStateTest {

    /** Pure caches of an immutable computation: the same key always gives the same value; dropping one changes nothing. */
    private static final Map<String, String> PURE_CACHES = Map.of(
            "org.umpire.cli.text.TextBundle.PACKAGED",
                    "the packaged wording files, parsed once (never change in a run)",
            "org.umpire.cli.bot.CarrierMap.NEIGHBOURS", "the neighbours of each hex of a grid (a grid never changes)",
            "org.umpire.cli.mail.in.PlayerSecrets.CHECKED", "a PBKDF2 check of a stored hash and a candidate",
            "org.umpire.cli.orders.Suggest.KEYS", "Fold.key of a word",
            "org.umpire.cli.mail.out.MessageIds.lastKey", "the key of the HMAC kept in lastMac (synchronized)",
            "org.umpire.cli.mail.out.MessageIds.lastMac", "the HMAC of lastKey, reused (synchronized)",
            "org.umpire.cli.map.MapPainter.BASE_LAYERS",
                    "the base layer drawn for a grid, fog and size (copied before use)");

    /**
     * Tables filled while their class initialises (its static blocks) and only read afterwards; {@code Class.*}
     * stands for every flagged field of the class.
     */
    private static final Map<String, String> TABLES = Map.of(
            "org.umpire.engine.event.EventKeys.*", "the catalogue of event keys, built by the class's static blocks",
            "org.umpire.engine.event.KnowledgeFolder.*", "event keys to the knowledge they carry, built once");

    /**
     * Process-wide by nature, not a run's: what the operating system keeps per process, a test hook of the whole
     * process, the clock the process's environment names. Each says why.
     */
    private static final Map<String, String> PROCESS_WIDE = Map.of(
            "org.umpire.cli.store.GameLock.HELD",
            "file locks are the process's: closing any channel of a locked file drops the process's lock",
            "org.umpire.cli.mail.in.IntakeLock.HELD",
            "file locks are the process's: closing any channel of a locked file drops the process's lock",
            "org.umpire.cli.store.AtomicFiles.writes",
            "the crash tests' fault hook (-Dumpire.fault.haltAtWrite=N halts the process at its N-th write)",
            "org.umpire.cli.base.UmpireClock.process",
            "UMPIRE_CLOCK, the process's environment: a stepping clock steps once per reading of the process",
            "org.umpire.cli.map.MapFonts.ASKED",
            "the text sizes a drawing asks for on this thread while MapFonts.sizes measures them; changes no output",
            "org.umpire.cli.map.MapFonts.ZOOM",
            "the zoom of the drawing on this thread while MapFonts.sizes measures; changes no output");

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern BLANKED = Pattern.compile(
            "/\\*.*?\\*/|//[^\\n]*|\"\"\".*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])+'",
            Pattern.DOTALL);
    private static final Pattern FIELD =
            Pattern.compile("((?:\\b(?:public|protected|private|static|final|volatile|transient)\\s+)+)"
                    + "([\\w.]+(?:\\s*<[^;=(){}]*>)?(?:\\s*\\[\\s*])*)\\s+(\\w+)\\s*(=[^;]*|);");
    private static final Pattern MUTABLE_TYPE = Pattern.compile(
            "(?:\\w+\\.)*(?:ThreadLocal|InheritableThreadLocal|Atomic\\w+|HashMap|LinkedHashMap|TreeMap|ConcurrentHashMap"
                    + "|ConcurrentSkipListMap|WeakHashMap|IdentityHashMap|EnumMap|ArrayList|LinkedList|HashSet"
                    + "|LinkedHashSet|TreeSet|ArrayDeque|ConcurrentLinkedQueue|CopyOnWriteArrayList|StringBuilder)");
    private static final Pattern MUTABLE_MADE = Pattern.compile("\\bnew\\s+" + MUTABLE_TYPE.pattern() + "\\b"
            + "|\\bConcurrentHashMap\\.newKeySet\\b|\\bCollections\\.synchronized\\w+|\\bThreadLocal\\.withInitial\\b");
    private static final Pattern IMMUTABLE_WRAP =
            Pattern.compile("^=\\s*(?:Collections\\.unmodifiable\\w+|(?:Map|List|Set)\\.copyOf)\\s*\\(");

    @Test
    void no_static_field_of_the_main_code_holds_state_a_run_changes() {
        Map<String, String> flagged = new TreeMap<>();
        for (String module : List.of("umpire-engine", "umpire-cli")) {
            for (Path f : SourceTree.javaFiles(SourceTree.repo().resolve(module).resolve("src/main/java"))) {
                flagged.putAll(flaggedFields(SourceTree.read(f)));
            }
        }
        Set<String> allowed = new TreeSet<>(PURE_CACHES.keySet());
        allowed.addAll(PROCESS_WIDE.keySet());
        allowed.addAll(TABLES.keySet());
        List<String> wrong = new ArrayList<>();
        Set<String> used = new TreeSet<>();
        flagged.forEach((field, why) -> {
            String ofClass = field.substring(0, field.lastIndexOf('.')) + ".*";
            if (allowed.contains(field)) {
                used.add(field);
            } else if (allowed.contains(ofClass)) {
                used.add(ofClass);
            } else {
                wrong.add(field + ": " + why);
            }
        });
        assertThat(wrong)
                .as("static fields holding mutable state: give the state to an object passed where it is needed"
                        + " (store.ProgramRun, a field of the store), or, for a pure cache of an immutable"
                        + " computation, add it to PURE_CACHES with one line saying so")
                .isEmpty();
        assertThat(allowed)
                .as("allow-list entries that match no flagged field any more: remove them")
                .isSubsetOf(used);
    }

    @Test
    void the_reader_flags_what_it_should_and_only_that() {
        String code = "package p;\nclass C {\n"
                + "  private static int counter;\n"
                + "  static volatile java.time.Instant start;\n"
                + "  private static final Map<String, Set<String>> CACHE = new ConcurrentHashMap<>();\n"
                + "  public static final ThreadLocal<Consumer<String>> SINK = ThreadLocal.withInitial(() -> x);\n"
                + "  static final AtomicLong N = make();\n"
                + "  private static final Map<Scenario, int[]> W = Collections.synchronizedMap(new WeakHashMap<>());\n"
                + "  static final Set<String> WORDS = Set.of(\"a;b\", \"static int no;\");\n"
                + "  static final Map<String, String> FIXED = Collections.unmodifiableMap(new TreeMap<>(m));\n"
                + "  static final String NAME = \"x\";\n"
                + "  // static int commented;\n"
                + "  static int method(int a) { int b; return a; }\n"
                + "  private final Map<String, String> instance = new HashMap<>();\n"
                + "}\n";
        assertThat(flaggedFields(code).keySet())
                .containsExactlyInAnyOrder("p.C.counter", "p.C.start", "p.C.CACHE", "p.C.SINK", "p.C.N", "p.C.W");
    }

    /** The static fields of one file holding mutable state, by qualified name (package and field), with why. */
    private static Map<String, String> flaggedFields(String text) {
        Matcher pm = PACKAGE.matcher(text);
        assertThat(pm.find()).as("a package line").isTrue();
        String code = BLANKED.matcher(text).replaceAll(m -> m.group().startsWith("\"") ? "\"\"" : " ");
        String className = className(code);
        Map<String, String> result = new TreeMap<>();
        Matcher m = FIELD.matcher(code);
        while (m.find()) {
            List<String> modifiers = List.of(m.group(1).trim().split("\\s+"));
            if (!modifiers.contains("static")) {
                continue;
            }
            String type = m.group(2).replaceAll("\\s+", "");
            String rawType = type.replaceAll("<.*", "");
            String init = m.group(4).trim();
            String name = pm.group(1) + "." + className + "." + m.group(3);
            if (!modifiers.contains("final")) {
                result.put(name, "not final");
            } else if (MUTABLE_TYPE.matcher(rawType).matches()) {
                result.put(name, "of the mutable type " + rawType);
            } else if (MUTABLE_MADE.matcher(init).find()
                    && !IMMUTABLE_WRAP.matcher(init).find()) {
                result.put(name, "made mutable: " + init.replaceAll("\\s+", " "));
            }
        }
        return result;
    }

    /** The top-level type's name (nested types' fields are named after it: enough to tell them). */
    private static String className(String code) {
        Matcher m =
                Pattern.compile("\\b(?:class|interface|enum|record)\\s+(\\w+)").matcher(code);
        return m.find() ? m.group(1) : "?";
    }
}
