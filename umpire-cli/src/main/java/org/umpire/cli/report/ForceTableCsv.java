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

    private ForceTableCsv() {
    }

    public static byte[] write(List<ForceRow> rows, Messages m) {
        StringWriter out = new StringWriter();
        CSVFormat format = CSVFormat.RFC4180.builder()
                .setHeader(m.get("col.id"), m.get("col.name"), m.get("col.type"), m.get("col.typeName"),
                        m.get("col.group"), m.get("col.place"), m.get("col.hex"), m.get("col.steps"),
                        m.get("col.startSteps"), m.get("col.values"), m.get("col.readiness"))
                .build();
        try (CSVPrinter p = new CSVPrinter(out, format)) {
            for (ForceRow r : rows) {
                ForceCells c = ForceCells.of(r, m);
                p.printRecord(c.id(), c.name(), c.type(), c.typeName(), c.group(), c.place(), c.hex(), c.steps(),
                        Integer.toString(r.startSteps()), c.values(), c.readiness());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }
}
