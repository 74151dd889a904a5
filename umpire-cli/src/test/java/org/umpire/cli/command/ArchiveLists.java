package org.umpire.cli.command;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.SortedMap;
import org.umpire.cli.archive.CanonicalZip;

/** An archive rebuilt the way a careful forger would: its list of SHA-256 recomputed for the files given. */
final class ArchiveLists {

    private ArchiveLists() {}

    static byte[] relisted(SortedMap<String, byte[]> files, String game) {
        String list = new String(files.get(game + "/archive.txt"), StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder();
        for (String line : list.split("\n")) {
            if (!line.startsWith("file: ")) {
                sb.append(line).append('\n');
            }
        }
        files.forEach((name, b) -> {
            if (!name.equals(game + "/archive.txt")) {
                sb.append("file: ")
                        .append(sha256(b))
                        .append(' ')
                        .append(b.length)
                        .append(' ')
                        .append(name)
                        .append('\n');
            }
        });
        files.put(game + "/archive.txt", sb.toString().getBytes(StandardCharsets.UTF_8));
        return CanonicalZip.write(files);
    }

    private static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
