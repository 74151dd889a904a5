package org.umpire.cli.club;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The club's tables: as text (columns aligned, the header underlined, numbers to the right) or as CSV
 * (RFC 4180, one header line of fixed English column names, so that scripts read either language).
 */
final class Table {

    private final List<String> headers;
    private final List<String> csvHeaders;
    private final boolean[] right;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<List<String>> csvRows = new ArrayList<>();

    /**
     * @param headers    the text's headers, in the reader's language
     * @param csvHeaders the CSV's column names
     * @param right      which text columns are numbers (aligned right)
     */
    Table(List<String> headers, List<String> csvHeaders, boolean... right) {
        this.headers = List.copyOf(headers);
        this.csvHeaders = List.copyOf(csvHeaders);
        this.right = right.length == headers.size() ? right.clone() : new boolean[headers.size()];
    }

    /** A row: its text cells and its CSV cells. */
    Table row(List<String> text, List<String> csv) {
        if (text.size() != headers.size() || csv.size() != csvHeaders.size()) {
            throw new IllegalArgumentException(
                    "a row of this table has " + headers.size() + " cells, " + csvHeaders.size() + " in CSV");
        }
        rows.add(List.copyOf(text));
        csvRows.add(List.copyOf(csv));
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    String text() {
        int[] width = new int[headers.size()];
        List<List<String>> all = new ArrayList<>();
        all.add(headers);
        all.addAll(rows);
        for (List<String> l : all) {
            for (int i = 0; i < width.length; i++) {
                width[i] =
                        Math.max(width[i], l.get(i).codePointCount(0, l.get(i).length()));
            }
        }
        StringBuilder out = new StringBuilder();
        for (int n = 0; n < all.size(); n++) {
            line(out, all.get(n), width);
            if (n == 0) {
                List<String> rule = new ArrayList<>();
                for (int w : width) {
                    rule.add("-".repeat(w));
                }
                line(out, rule, width);
            }
        }
        return out.toString();
    }

    private void line(StringBuilder out, List<String> cells, int[] width) {
        StringBuilder l = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            String pad = " ".repeat(width[i] - c.codePointCount(0, c.length()));
            l.append(i == 0 ? "" : "  ").append(right[i] ? pad + c : c + pad);
        }
        out.append(l.toString().stripTrailing()).append('\n');
    }

    String csv() {
        StringWriter w = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(
                w,
                CSVFormat.RFC4180
                        .builder()
                        .setRecordSeparator("\n")
                        .setHeader(csvHeaders.toArray(String[]::new))
                        .build())) {
            for (List<String> r : csvRows) {
                p.printRecord(r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }
}
