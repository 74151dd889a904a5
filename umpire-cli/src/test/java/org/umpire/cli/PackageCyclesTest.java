package org.umpire.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Layers without cycles (docs/ARCHITECTURE.md, "Packages and layers"): no package of a module's main code
 * depends, through any chain, on a package that depends on it. A small import reader, no library: every
 * reference to a class of the module by its qualified name (an import, a static import or a name written in
 * full in the code) is an edge from the package of the file to the package of the class. On failure, each
 * cycle is listed with the classes that make each of its edges.
 */
class PackageCyclesTest {

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"umpire-cli", "umpire-engine"})
    void no_package_of_the_module_depends_on_itself_through_others(String module) {
        Path sources = SourceTree.repo().resolve(module).resolve("src/main/java");
        Map<String, String> source = new TreeMap<>();
        Map<Path, String> packageOf = new HashMap<>();
        for (Path f : SourceTree.javaFiles(sources)) {
            String text = SourceTree.read(f);
            Matcher m = PACKAGE.matcher(text);
            assertThat(m.find()).as(f + " has a package line").isTrue();
            packageOf.put(f, m.group(1));
            source.put(f.toString(), text);
        }
        Set<String> packages = new TreeSet<>(packageOf.values());
        String root = packages.stream().reduce((a, b) -> common(a, b)).orElseThrow();
        Pattern reference = Pattern.compile("\\b(" + Pattern.quote(root) + "(?:\\.[a-z]\\w*)*)\\.([A-Z]\\w*)");
        // package -> package -> "File -> Class" reasons
        Map<String, SortedMap<String, SortedSet<String>>> edges = new TreeMap<>();
        for (Map.Entry<Path, String> e : packageOf.entrySet()) {
            String from = e.getValue();
            String code = COMMENT.matcher(source.get(e.getKey().toString())).replaceAll(" ");
            Matcher m = reference.matcher(code);
            while (m.find()) {
                String to = m.group(1);
                if (!to.equals(from) && packages.contains(to)) {
                    String file = e.getKey().getFileName().toString().replace(".java", "");
                    edges.computeIfAbsent(from, k -> new TreeMap<>())
                            .computeIfAbsent(to, k -> new TreeSet<>())
                            .add(file + " -> " + m.group(2));
                }
            }
        }
        List<String> cycles = new ArrayList<>();
        for (List<String> component : new Components(packages, edges).strong()) {
            if (component.size() > 1) {
                StringBuilder sb = new StringBuilder("cycle among " + component + ":");
                for (String a : component) {
                    edges.getOrDefault(a, new TreeMap<>()).forEach((b, why) -> {
                        if (component.contains(b)) {
                            sb.append("\n  ")
                                    .append(a)
                                    .append(" -> ")
                                    .append(b)
                                    .append(": ")
                                    .append(why);
                        }
                    });
                }
                cycles.add(sb.toString());
            }
        }
        assertThat(cycles)
                .as(module + ": packages in a cycle (move the class that makes the edge to the lower"
                        + " layer, or split it)\n" + String.join("\n", cycles))
                .isEmpty();
        assertThat(packages).as("the module's packages were read").hasSizeGreaterThan(3);
    }

    private static String common(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(x.length, y.length) && x[i].equals(y[i]); i++) {
            sb.append(i == 0 ? "" : ".").append(x[i]);
        }
        return sb.toString();
    }

    /** Tarjan's strongly connected components, iterative over a sorted graph (the same order every run). */
    private static final class Components {
        private final Set<String> nodes;
        private final Map<String, SortedMap<String, SortedSet<String>>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<List<String>> out = new ArrayList<>();

        Components(Set<String> nodes, Map<String, SortedMap<String, SortedSet<String>>> edges) {
            this.nodes = nodes;
            this.edges = edges;
        }

        List<List<String>> strong() {
            for (String n : nodes) {
                if (!index.containsKey(n)) {
                    visit(n);
                }
            }
            return out;
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.push(v);
            onStack.add(v);
            for (String w : edges.getOrDefault(v, new TreeMap<>()).keySet()) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (onStack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> component = new ArrayList<>();
                String w;
                do {
                    w = stack.pop();
                    onStack.remove(w);
                    component.add(w);
                } while (!w.equals(v));
                component.sort(null);
                out.add(component);
            }
        }
    }
}
