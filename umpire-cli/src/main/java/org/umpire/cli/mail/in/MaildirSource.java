package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A Maildir ({@code new/}, {@code cur/}, {@code tmp/}) or a plain folder of {@code .eml} files.
 * Mails are taken in file-name order (a Maildir name starts with its delivery time, so this is
 * arrival order); a handled mail moves to {@code cur/} (Maildir flag {@code :2,S}: seen), a refused
 * one to {@code failed/}; one to try later stays where it is.
 */
public final class MaildirSource implements MailSource {

    private final Path dir;

    public MaildirSource(Path dir) {
        this.dir = dir;
    }

    @Override
    public String describe() {
        return (isMaildir() ? "Maildir " : "folder ") + dir;
    }

    private boolean isMaildir() {
        return Files.isDirectory(dir.resolve("new")) && Files.isDirectory(dir.resolve("cur"));
    }

    @Override
    public Tally receive(MailIntake intake, Consumer<String> log) {
        Tally t = new Tally(0, 0, 0);
        for (Path mail : waiting()) {
            byte[] raw;
            try (InputStream in = Files.newInputStream(mail)) {
                raw = MailParser.readBounded(in);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + mail + ": " + e.getMessage(), e);
            }
            MailIntake.Handled h = intake.handle(raw);
            log.accept(mail.getFileName() + ": " + h.log());
            file(mail, h.outcome());
            t = MailSource.add(t, h);
        }
        return t;
    }

    private List<Path> waiting() {
        List<Path> out = new ArrayList<>();
        boolean maildir = isMaildir();
        Path from = maildir ? dir.resolve("new") : dir;
        try (Stream<Path> files = Files.list(from)) {
            files.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(p -> maildir
                            || p.getFileName()
                                    .toString()
                                    .toLowerCase(Locale.ROOT)
                                    .endsWith(".eml"))
                    .sorted()
                    .forEach(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + from + ": " + e.getMessage(), e);
        }
        return out;
    }

    private void file(Path mail, MailIntake.Outcome outcome) {
        if (outcome == MailIntake.Outcome.TRY_LATER) {
            return;
        }
        String name = mail.getFileName().toString();
        Path target;
        if (outcome == MailIntake.Outcome.PROCESSED) {
            target = dir.resolve("cur").resolve(isMaildir() && !name.contains(":2,") ? name + ":2,S" : name);
        } else {
            target = dir.resolve("failed").resolve(name);
        }
        try {
            Files.createDirectories(target.getParent());
            Files.move(mail, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot move " + mail + " to " + target + ": " + e.getMessage(), e);
        }
    }
}
