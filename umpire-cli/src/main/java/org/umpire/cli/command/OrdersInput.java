package org.umpire.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;

/** The orders text of a command: a file, or standard input for {@code -} or no file. */
final class OrdersInput {

    /** Orders longer than this are refused unread: no mail of orders comes near it. */
    static final int MAX_BYTES = 4 << 20;

    private OrdersInput() {
    }

    static byte[] read(Path file, InputStream stdin) {
        try {
            if (file == null || file.toString().equals("-")) {
                byte[] b = stdin.readNBytes(MAX_BYTES + 1);
                return checked(b, "standard input");
            }
            if (Files.isDirectory(file)) {
                throw new UserException(ExitCode.USAGE, file + " is a folder: give the orders file");
            }
            if (Files.size(file) > MAX_BYTES) {
                throw new UserException(ExitCode.INVALID, file + ": more than " + MAX_BYTES + " bytes: not orders");
            }
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UserException(ExitCode.NOT_FOUND, "no orders file " + file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + (file == null ? "standard input" : file) + ": " + e.getMessage(), e);
        }
    }

    private static byte[] checked(byte[] b, String what) {
        if (b.length > MAX_BYTES) {
            throw new UserException(ExitCode.INVALID, what + ": more than " + MAX_BYTES + " bytes: not orders");
        }
        return b;
    }
}
