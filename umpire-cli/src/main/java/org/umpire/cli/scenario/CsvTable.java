package org.umpire.cli.scenario;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.umpire.cli.yaml.FieldValue;
import org.umpire.cli.yaml.Problems;

/**
 * Reads one unit table (a CSV file) into rows keyed by column name, with their line numbers.
 * Lines starting with {@code #} are comments; the first other line is the header. Columns may come
 * in any order. A semicolon-separated file (as spreadsheets save it in French locales) is accepted.
 */
final class CsvTable {

    /**
     * One data row.
     *
     * @param complete {@code false} for a row with the wrong number of values, kept with its id only
     */
    record Row(String file, int line, Map<String, String> cells, boolean complete) {
        FieldValue field(String column, Problems problems) {
            return new FieldValue(file, line, column, cells.getOrDefault(column, ""), problems);
        }

        String text(String column) {
            return cells.getOrDefault(column, "").trim();
        }
    }

    private CsvTable() {}

    /**
     * The rows of {@code text}. A header missing a column of {@code columns}, an unknown or repeated
     * column, or malformed CSV are problems; a row with the wrong number of values is a problem and
     * comes back with only its first value (its id) so that other files' references to it are not
     * reported again. Empty when the table as a whole could not be read (bad header, malformed CSV):
     * cross-checks then skip references into it.
     */
    static Optional<List<Row>> read(String file, String text, List<String> columns, Problems problems) {
        char delimiter = delimiter(text);
        return plainRecords(text, delimiter)
                .or(() -> csvRecords(file, text, delimiter, problems))
                .flatMap(records -> rows(file, records, columns, delimiter, problems));
    }

    /** One record of the text: the line it starts on, and its values. */
    record Record(int line, List<String> values) {}

    /** The records of any CSV text, read by Commons CSV. */
    static Optional<List<Record>> csvRecords(String file, String text, char delimiter, Problems problems) {
        CSVFormat format = CSVFormat.DEFAULT
                .builder()
                .setDelimiter(delimiter)
                .setCommentMarker('#')
                .setIgnoreEmptyLines(true)
                .setIgnoreSurroundingSpaces(true)
                .setTrim(true)
                .build();
        List<Record> records = new ArrayList<>();
        long lastLine = 0; // the last line of the last record read
        try (CSVParser parser = CSVParser.parse(new StringReader(text), format)) {
            for (CSVRecord record : parser) {
                records.add(new Record(startLine(record, parser), record.toList()));
                lastLine = parser.getCurrentLineNumber();
            }
        } catch (UncheckedIOException | IOException e) {
            String message = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            // the place: the record the parser was reading, which starts on the first line of content after the
            // last record read (not a number scraped from the library's message)
            problems.add(
                    file,
                    nextContentLine(text, lastLine),
                    "",
                    "malformed CSV: " + message
                            + " — check the double quotes: a quoted value ends with a quote before the next separator");
            return Optional.empty();
        }
        return Optional.of(records);
    }

    /**
     * The records of a table without double quotes, read without Commons CSV (whose first use costs
     * a short command some 10 ms, docs/startup.md): one record per line, a line starting with
     * {@code #} a comment, an empty line skipped, values split at the delimiter and trimmed — what
     * Commons CSV gives for such text ({@code CsvTableTest} compares both). Empty for anything else (quotes, a lone carriage return, Unicode
     * spaces): Commons CSV reads those.
     */
    static Optional<List<Record>> plainRecords(String text, char delimiter) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"'
                    || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')
                    || c > '~' && (Character.isWhitespace(c) || Character.isSpaceChar(c))
                    || c == '\u000B'
                    || c == '\f'
                    || c == '\u001C'
                    || c == '\u001D'
                    || c == '\u001E'
                    || c == '\u001F') {
                return Optional.empty();
            }
        }
        List<Record> records = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].endsWith("\r") ? lines[n].substring(0, lines[n].length() - 1) : lines[n];
            if (line.isEmpty() || line.charAt(0) == '#') {
                continue;
            }
            List<String> values = new ArrayList<>();
            int start = 0;
            for (int i = 0; i <= line.length(); i++) {
                if (i == line.length() || line.charAt(i) == delimiter) {
                    values.add(line.substring(start, i).trim());
                    start = i + 1;
                }
            }
            records.add(new Record(n + 1, values));
        }
        return Optional.of(records);
    }

    /** The rows of the records; the header's and each row's checks. */
    private static Optional<List<Row>> rows(
            String file, List<Record> records, List<String> columns, char delimiter, Problems problems) {
        List<Row> rows = new ArrayList<>();
        List<String> header = null;
        int headerLine = 0;
        for (Record r : records) {
            int line = r.line();
            List<String> values = r.values();
            if (header == null) {
                header = values;
                headerLine = line;
                if (!checkHeader(file, line, header, columns, problems)) {
                    return Optional.empty();
                }
                continue;
            }
            if (values.size() == 1 && values.get(0).isEmpty()) {
                continue;
            }
            if (values.size() != header.size()) {
                problems.add(
                        file,
                        line,
                        "",
                        "the row has " + values.size() + " values but the header (line "
                                + headerLine + ") has " + header.size() + " columns — check for a missing or extra "
                                + (delimiter == ';' ? "semicolon" : "comma")
                                + " (a value holding one goes in double quotes)");
                rows.add(new Row(file, line, Map.of(columns.get(0), values.get(0)), false));
                continue;
            }
            Map<String, String> cells = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                cells.put(header.get(i), values.get(i));
            }
            rows.add(new Row(file, line, cells, true));
        }
        if (header == null) {
            problems.add(
                    file,
                    0,
                    "",
                    "the file has no header line — its first line that is not a # comment must" + " name the columns: "
                            + String.join(",", columns));
            return Optional.empty();
        }
        return Optional.of(rows);
    }

    private static boolean checkHeader(
            String file, int line, List<String> header, List<String> columns, Problems problems) {
        boolean ok = true;
        List<String> seen = new ArrayList<>();
        for (String name : header) {
            if (!columns.contains(name)) {
                problems.add(
                        file,
                        line,
                        name,
                        "unknown column " + FieldValue.shown(name) + " — the columns are "
                                + String.join(", ", columns));
                ok = false;
            } else if (seen.contains(name)) {
                problems.add(file, line, name, "the column is given twice — keep one");
                ok = false;
            }
            seen.add(name);
        }
        for (String name : columns) {
            if (!header.contains(name)) {
                problems.add(
                        file,
                        line,
                        name,
                        "the column is missing from the header — the columns are " + String.join(", ", columns));
                ok = false;
            }
        }
        return ok;
    }

    /** The line a record starts on: the parser stands on its last line; quoted values may span lines. */
    private static int startLine(CSVRecord record, CSVParser parser) {
        int breaks = 0;
        for (String value : record) {
            breaks += (int) value.chars().filter(c -> c == '\n').count();
        }
        return (int) parser.getCurrentLineNumber() - breaks;
    }

    /** {@code ;} when the header line has more semicolons than commas, else {@code ,}. */
    private static char delimiter(String text) {
        for (String line : text.split("\n", -1)) {
            String t = line.trim();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            long semicolons = t.chars().filter(c -> c == ';').count();
            long commas = t.chars().filter(c -> c == ',').count();
            return semicolons > commas ? ';' : ',';
        }
        return ',';
    }

    /** The first line after line {@code after} (1-based) that is neither blank nor a comment; 0 if none. */
    private static int nextContentLine(String text, long after) {
        String[] lines = text.split("\n", -1);
        for (int i = (int) after; i < lines.length; i++) {
            String t = lines[i].trim();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return i + 1;
            }
        }
        return 0;
    }
}
