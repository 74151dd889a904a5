package org.umpire.cli.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;

/** The orders text of a command: a file, or standard input for {@code -} or no file. */
final class OrdersInput {

    /** Orders longer than this are refused unread: no mail of orders comes near it. */
    static final int MAX_BYTES = 4 << 20;

    private OrdersInput() {}

    static byte[] read(Path file, InputStream stdin) {
        try {
            if (file == null || file.toString().equals("-")) {
                return GameFiles.bounded(stdin, MAX_BYTES, "standard input", "orders");
            }
            if (Files.isDirectory(file)) {
                throw new UserException(ExitCode.USAGE, file + " is a folder: give the orders file");
            }
            // bounded whatever the file is: a size asked of a pipe or a device says nothing
            return GameFiles.readBounded(file, MAX_BYTES, "orders");
        } catch (NoSuchFileException e) {
            throw new UserException(ExitCode.NOT_FOUND, "no orders file " + file);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot read " + (file == null ? "standard input" : file) + ": " + e.getMessage(), e);
        }
    }
}
