package org.umpire.cli.archive;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * The one way {@code umpire export} writes a zip file, byte for byte: files sorted by name, stored
 * (not compressed), no time (the DOS epoch), no extra field, no comment, UTF-8 names. Any zip tool
 * opens it; and {@link #read} accepts only what {@link #write} gives, so that a single byte changed
 * anywhere in an archive — in a file, a header, a checksum — is caught, whatever JDK or zlib a
 * verifier runs on.
 */
public final class CanonicalZip {

    private static final int LOCAL = 0x04034b50;
    private static final int CENTRAL = 0x02014b50;
    private static final int END = 0x06054b50;
    private static final int VERSION = 20;
    private static final int UTF8_FLAG = 0x0800;
    /** 1980-01-01 00:00, the first DOS date. */
    private static final int DOS_DATE = (0 << 9) | (1 << 5) | 1;
    /** Most files an archive may hold (a zip without its 64-bit extension). */
    static final int MAX_FILES = 0xFFFF;

    private CanonicalZip() {}

    /** The archive of {@code files} (path inside the archive, with '/' separators, to content). */
    public static byte[] write(SortedMap<String, byte[]> files) {
        if (files.size() > MAX_FILES) {
            throw new IllegalArgumentException("an archive holds at most " + MAX_FILES + " files, got " + files.size());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream central = new ByteArrayOutputStream();
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            byte[] name = f.getKey().getBytes(StandardCharsets.UTF_8);
            byte[] data = f.getValue();
            long crc = crc(data);
            int offset = out.size();
            ByteBuffer h = le(30 + name.length);
            h.putInt(LOCAL)
                    .putShort((short) VERSION)
                    .putShort((short) UTF8_FLAG)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) DOS_DATE)
                    .putInt((int) crc)
                    .putInt(data.length)
                    .putInt(data.length)
                    .putShort((short) name.length)
                    .putShort((short) 0)
                    .put(name);
            out.writeBytes(h.array());
            out.writeBytes(data);
            ByteBuffer c = le(46 + name.length);
            c.putInt(CENTRAL)
                    .putShort((short) VERSION)
                    .putShort((short) VERSION)
                    .putShort((short) UTF8_FLAG)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) DOS_DATE)
                    .putInt((int) crc)
                    .putInt(data.length)
                    .putInt(data.length)
                    .putShort((short) name.length)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putInt(0)
                    .putInt(offset)
                    .put(name);
            central.writeBytes(c.array());
        }
        int centralOffset = out.size();
        out.writeBytes(central.toByteArray());
        ByteBuffer e = le(22);
        e.putInt(END)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) files.size())
                .putShort((short) files.size())
                .putInt(central.size())
                .putInt(centralOffset)
                .putShort((short) 0);
        out.writeBytes(e.array());
        return out.toByteArray();
    }

    /**
     * The files of an archive {@link #write} made.
     *
     * @throws DamagedArchive when the bytes are not exactly what {@link #write} gives for some files,
     *                        naming the file whose data or header is damaged when it can be told
     */
    public static SortedMap<String, byte[]> read(byte[] zip) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        ByteBuffer b = ByteBuffer.wrap(zip).order(ByteOrder.LITTLE_ENDIAN);
        int pos = 0;
        while (pos + 4 <= zip.length && b.getInt(pos) == LOCAL) {
            if (pos + 30 > zip.length) {
                throw new DamagedArchive(null, "it ends inside a file header (byte " + pos + ")");
            }
            long crc = b.getInt(pos + 14) & 0xFFFFFFFFL;
            int size = b.getInt(pos + 18);
            int nameLength = b.getShort(pos + 26) & 0xFFFF;
            int extra = b.getShort(pos + 28) & 0xFFFF;
            int start = pos + 30 + nameLength + extra;
            if (size < 0 || start > zip.length || start + (long) size > zip.length) {
                throw new DamagedArchive(
                        null, "a file header at byte " + pos + " gives sizes beyond the end of the archive");
            }
            String name = new String(zip, pos + 30, nameLength, StandardCharsets.UTF_8);
            byte[] data = Arrays.copyOfRange(zip, start, start + size);
            if (crc(data) != crc) {
                throw new DamagedArchive(
                        name, "its content does not match its CRC-32 checksum: a byte of it was changed");
            }
            if (files.put(name, data) != null) {
                throw new DamagedArchive(name, "it is in the archive twice");
            }
            pos = start + size;
        }
        if (files.isEmpty()) {
            throw new DamagedArchive(
                    null, "it is not a zip file written by umpire export (no file found at its start)");
        }
        byte[] again = write(files);
        if (!Arrays.equals(again, zip)) {
            int at = firstDifference(again, zip);
            throw new DamagedArchive(
                    nameAt(again, at, files),
                    "byte " + at + " of the archive is not what umpire export"
                            + " writes (a header, the directory or the archive's end was changed)");
        }
        return files;
    }

    /** The file whose header or data holds byte {@code at} of a canonical archive, if any. */
    private static String nameAt(byte[] zip, int at, SortedMap<String, byte[]> files) {
        int pos = 0;
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            int end = pos + 30 + f.getKey().getBytes(StandardCharsets.UTF_8).length + f.getValue().length;
            if (at < end) {
                return f.getKey();
            }
            pos = end;
        }
        return null;
    }

    private static int firstDifference(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return n;
    }

    private static long crc(byte[] data) {
        CRC32 c = new CRC32();
        c.update(data);
        return c.getValue();
    }

    private static ByteBuffer le(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** An archive that is not, byte for byte, one {@link #write} made. */
    public static final class DamagedArchive extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String file;

        DamagedArchive(String file, String message) {
            super(message);
            this.file = file;
        }

        /** The file of the archive the damage is in, or null when it cannot be told. */
        public String file() {
            return file;
        }
    }
}
