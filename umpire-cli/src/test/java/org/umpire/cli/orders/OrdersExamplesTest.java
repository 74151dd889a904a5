package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.Golden;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Phase;
import org.umpire.engine.order.Order;

/**
 * The golden files of {@code orders-examples/}: each {@code <name>.txt} (orders, with the
 * situation in {@code #!} lines) must give exactly the receipt in {@code <name>.expected}. The
 * accepted orders' echo lines must also read back to the same orders (the receipt is itself valid
 * orders). Run with {@code -Dgolden.update=true} to rewrite the expected files, then review
 * the diff.
 */
class OrdersExamplesTest {

    static Path examplesDir() {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("orders-examples"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("orders-examples/ not found above " + System.getProperty("user.dir"));
        }
        return p.resolve("orders-examples");
    }

    static List<Path> exampleFiles() throws IOException {
        try (Stream<Path> s = Files.walk(examplesDir())) {
            // en/ and fr/ hold one orders file per example; stories/ are whole games (CarrierStrikeStoryTest)
            return s.filter(f -> f.toString().endsWith(".txt"))
                    .filter(f -> List.of("en", "fr")
                            .contains(f.getParent().getFileName().toString()))
                    .sorted()
                    .collect(Collectors.toList());
        }
    }

    @Test
    void ORD_1_every_example_gives_its_expected_receipt_and_echoes_read_back_to_the_same_orders() throws IOException {
        boolean update = Golden.update();
        List<String> failures = new ArrayList<>();
        List<Path> files = exampleFiles();
        assertThat(files).as("example files").hasSizeGreaterThan(20);
        for (Path txt : files) {
            byte[] bytes = Files.readAllBytes(txt);
            List<String> lines = List.of(new String(bytes, StandardCharsets.UTF_8).split("\r?\n"));
            ExampleSituation ex = ExampleSituation.parse(lines);
            // as a submission reads them: orders for later phases of the turn are set apart (see
            // docs/orders.md)
            AdvanceOrders.Split split =
                    AdvanceOrders.read(ex.situation.scenario, ex.situation.state(), ex.side, OrderText.decode(bytes));
            OrdersReceipt r = split.now();
            ReceiptWriter w = ReceiptWriter.load(ex.lang, null);
            SortedMap<Phase, OrdersReceipt> later = new TreeMap<>();
            split.later().forEach((p, l) -> later.put(p, l.receipt()));
            String actual = new OrdersSubmission.Result(r, OrdersSubmission.Outcome.STORED, later).render(w);
            Path expected = txt.resolveSibling(txt.getFileName().toString().replaceAll("\\.txt$", ".expected"));
            String name = examplesDir().relativize(txt).toString();
            if (update) {
                Files.writeString(expected, actual, StandardCharsets.UTF_8);
            } else if (!Files.exists(expected)) {
                failures.add(name + ": no " + expected.getFileName() + " (run with -Dgolden.update=true)");
            } else if (!Files.readString(expected, StandardCharsets.UTF_8).equals(actual)) {
                failures.add(name + ": receipt differs from " + expected.getFileName() + "\n--- expected\n"
                        + Files.readString(expected, StandardCharsets.UTF_8) + "--- actual\n" + actual);
            }
            String echoed = String.join("\n", w.echoes(r));
            OrdersReceipt again =
                    OrdersReader.read(SideView.of(ex.situation.scenario, ex.situation.state(), ex.side), echoed);
            List<Order> before = r.orders();
            if (!again.orders().equals(before) || !again.allAccepted()) {
                failures.add(name + ": echo does not read back to the same orders\n" + echoed + "\n" + w.render(again));
            }
        }
        assertThat(failures).as("golden example failures").isEmpty();
    }
}
