package org.umpire.cli.report;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.umpire.cli.templates.Messages;

/**
 * A force table as CSV (RFC 4180, UTF-8, CRLF), one row per unit, headers in the reader's
 * language, for clubs that follow the game in a spreadsheet.
 */
public final class ForceTableCsv {

    private ForceTableCsv() {}

    /**
     * A cell a spreadsheet will not take for a formula: one starting with {@code = + - @}, a tab or
     * a carriage return (a group named {@code =1+2}) gets a leading apostrophe, which spreadsheets
     * show as text; numbers and a lone dash stay as they are.
     */
    static String safe(String cell) {
        if (cell == null
                || cell.isEmpty()
                || "=+-@\t\r".indexOf(cell.charAt(0)) < 0
                || cell.equals("-")
                || cell.matches("[-+]?[0-9]+([.,][0-9]+)?")) {
            return cell;
        }
        return "'" + cell;
    }

    public static byte[] write(List<ForceRow> rows, Messages m) {
        StringWriter out = new StringWriter();
        CSVFormat format = CSVFormat.RFC4180
                .builder()
                .setHeader(
                        m.get("col.id"),
                        m.get("col.name"),
                        m.get("col.type"),
                        m.get("col.typeName"),
                        m.get("col.group"),
                        m.get("col.place"),
                        m.get("col.hex"),
                        m.get("col.steps"),
                        m.get("col.startSteps"),
                        m.get("col.values"),
                        m.get("col.readiness"))
                .build();
        try (CSVPrinter p = new CSVPrinter(out, format)) {
            for (ForceRow r : rows) {
                ForceCells c = ForceCells.of(r, m);
                p.printRecord(
                        safe(c.id()),
                        safe(c.name()),
                        safe(c.type()),
                        safe(c.typeName()),
                        safe(c.group()),
                        safe(c.place()),
                        safe(c.hex()),
                        safe(c.steps()),
                        Integer.toString(r.startSteps()),
                        safe(c.values()),
                        safe(c.readiness()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
