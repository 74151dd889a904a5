package org.umpire.cli.orders;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the text of an orders mail into the lines worth reading: decodes each line as UTF-8, or
 * as Windows-1252 when it is not valid UTF-8 (mails mix both); drops quoted lines ({@code > ...}),
 * the signature ({@code -- } and everything after), comments ({@code #} or {@code //} to the end
 * of the line) and blank lines. Never fails: any bytes give some lines.
 */
public final class OrderText {

    private static final Charset CP1252 = Charset.forName("windows-1252");

    private OrderText() {}

    public static List<SourceLine> lines(byte[] bytes) {
        List<String> raw = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n' || bytes[i] == '\r') {
                raw.add(decode(bytes, start, i - start));
                if (i < bytes.length && bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        return clean(raw);
    }

    /**
     * The whole text decoded line by line as {@link #lines(byte[])} reads it (UTF-8, else
     * Windows-1252), with {@code \n} line ends: what the game's journal keeps of a mail.
     */
    public static String decode(byte[] bytes) {
        StringBuilder sb = new StringBuilder(bytes.length);
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i == bytes.length || bytes[i] == '\n' || bytes[i] == '\r') {
                sb.append(decode(bytes, start, i - start));
                if (i < bytes.length) {
                    sb.append('\n');
                }
                if (i < bytes.length && bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        return sb.toString();
    }

    public static List<SourceLine> lines(String text) {
        return clean(List.of(text.split("\r\n|\r|\n", -1)));
    }

    private static String decode(byte[] b, int off, int len) {
        CharsetDecoder utf8 = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            CharBuffer cb = utf8.decode(ByteBuffer.wrap(b, off, len));
            return cb.toString();
        } catch (CharacterCodingException e) {
            CharsetDecoder cp = CP1252.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE);
            try {
                return cp.decode(ByteBuffer.wrap(b, off, len)).toString();
            } catch (CharacterCodingException never) {
                return new String(b, off, len, StandardCharsets.ISO_8859_1);
            }
        }
    }

    private static List<SourceLine> clean(List<String> raw) {
        List<SourceLine> out = new ArrayList<>();
        for (int n = 0; n < raw.size(); n++) {
            String line = raw.get(n);
            if (n == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            if (line.equals("-- ") || line.equals("--")) {
                break; // signature: the rest of the mail is not orders
            }
            String trimmed = line.strip();
            if (trimmed.startsWith(">") || trimmed.startsWith("|")) {
                continue; // quoted previous mail
            }
            String body = withoutComment(line);
            if (body.isBlank()) {
                continue;
            }
            out.add(new SourceLine(n + 1, body));
        }
        return out;
    }

    /** Cuts {@code #} and {@code //} comments; control characters become spaces so columns stay put. */
    static String withoutComment(String line) {
        StringBuilder sb = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '#' || (c == '/' && i + 1 < line.length() && line.charAt(i + 1) == '/')) {
                break;
            }
            sb.append(Character.isISOControl(c) ? ' ' : c);
        }
        return sb.toString();
    }
}
