package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table with columns padded to their widest cell, for the text reports. */
final class TextTable {

    private final List<String[]> lines = new ArrayList<>();
    private final int columns;

    TextTable(String... headers) {
        this.columns = headers.length;
        lines.add(headers);
    }

    TextTable row(String... cells) {
        if (cells.length != columns) {
            throw new IllegalArgumentException("a row of this table has " + columns + " cells");
        }
        lines.add(cells);
        return this;
    }

    boolean isEmpty() {
        return lines.size() == 1;
    }

    /** The table, each line indented by two spaces, the header underlined; trailing spaces removed. */
    String render() {
        int[] width = new int[columns];
        for (String[] l : lines) {
            for (int i = 0; i < columns; i++) {
                width[i] = Math.max(width[i], l[i].codePointCount(0, l[i].length()));
            }
        }
        StringBuilder out = new StringBuilder();
        for (int n = 0; n < lines.size(); n++) {
            out.append(line(lines.get(n), width));
            if (n == 0) {
                String[] rule = new String[columns];
                for (int i = 0; i < columns; i++) {
                    rule[i] = "-".repeat(width[i]);
                }
                out.append(line(rule, width));
            }
        }
        return out.toString();
    }

    private static String line(String[] cells, int[] width) {
        StringBuilder sb = new StringBuilder("  ");
        for (int i = 0; i < cells.length; i++) {
            sb.append(cells[i]);
            if (i < cells.length - 1) {
                sb.append(" ".repeat(width[i] - cells[i].codePointCount(0, cells[i].length()) + 2));
            }
        }
        int end = sb.length();
        while (end > 0 && sb.charAt(end - 1) == ' ') {
            end--;
        }
        sb.setLength(end);
        return sb.append('\n').toString();
    }
}
