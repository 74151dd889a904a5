package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.order.Order;

/**
 * STYLE 2: every kind of order has a way to be written. Walks the sealed {@link Order} hierarchy and
 * fails when a kind is produced by no example of {@code orders-examples/} in English and in French;
 * and every message the reader can give exists in both languages.
 */
class OrderKindsCoverageTest {

    static List<Class<?>> leafKinds(Class<?> c) {
        List<Class<?>> out = new ArrayList<>();
        if (c.isSealed()) {
            for (Class<?> p : c.getPermittedSubclasses()) {
                out.addAll(leafKinds(p));
            }
        } else {
            out.add(c);
        }
        return out;
    }

    @Test
    void ORD_1_every_order_kind_is_written_in_an_English_and_a_French_example() throws IOException {
        for (String lang : List.of("en", "fr")) {
            Set<Class<?>> produced = new HashSet<>();
            for (Path txt : OrdersExamplesTest.exampleFiles()) {
                if (!txt.getParent().getFileName().toString().equals(lang)) {
                    continue;
                }
                byte[] bytes = Files.readAllBytes(txt);
                ExampleSituation ex =
                        ExampleSituation.parse(List.of(new String(bytes, StandardCharsets.UTF_8).split("\r?\n")));
                OrdersReader.read(SideView.of(ex.situation.scenario, ex.situation.state(), ex.side), bytes)
                        .orders()
                        .forEach(o -> produced.add(o.getClass()));
            }
            List<String> missing = leafKinds(Order.class).stream()
                    .filter(k -> !produced.contains(k))
                    .map(Class::getName)
                    .collect(Collectors.toList());
            assertThat(missing).as("order kinds no %s example produces", lang).isEmpty();
        }
    }

    @Test
    void every_message_exists_in_both_languages() throws IOException {
        TextBundle en = TextBundle.load(ReceiptWriter.BUNDLE, Language.EN, null);
        TextBundle fr = TextBundle.load(ReceiptWriter.BUNDLE, Language.FR, null);
        assertThat(fr.keys()).isEqualTo(en.keys());
        Set<String> needed = new TreeSet<>();
        for (ProblemKind k : ProblemKind.values()) {
            needed.add("problem." + k.key());
        }
        Path src =
                OrdersExamplesTest.examplesDir().getParent().resolve("umpire-cli/src/main/java/org/umpire/cli/orders");
        Pattern fail = Pattern.compile("fail(?:At)?\\((?:[^\"()]*?,\\s*)?\"([a-z-]+)\"");
        Pattern direct = Pattern.compile("\"((?:parse|echo|receipt)\\.[a-z.-]+[a-z])\"");
        try (Stream<Path> files = Files.list(src)) {
            for (Path f : files.collect(Collectors.toList())) {
                String code = Files.readString(f, StandardCharsets.UTF_8);
                Matcher m = fail.matcher(code);
                while (m.find()) {
                    needed.add("parse." + m.group(1));
                }
                Matcher d = direct.matcher(code);
                while (d.find()) {
                    needed.add(d.group(1));
                }
            }
        }
        needed.removeIf(k -> k.endsWith(".")
                || k.equals("echo.priority")
                || k.equals("echo.aa-policy")
                || k.equals("echo.fighter-policy"));
        assertThat(needed).as("keys used by the reader").hasSizeGreaterThan(100);
        // a message with an example naming units has a variant per side instead (see docs/reports-and-mail.md)
        List<String> absent = needed.stream()
                .filter(k -> !en.has(k) && !en.has(k + ".one") && !(en.has(k + ".US") && en.has(k + ".JP")))
                .collect(Collectors.toList());
        assertThat(absent).as("messages missing from messages_en.properties").isEmpty();
    }
}
