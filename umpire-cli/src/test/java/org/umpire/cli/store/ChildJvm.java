package org.umpire.cli.store;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A {@link StoreChild} running in its own JVM, with the test classpath. Close it to end it. */
final class ChildJvm implements AutoCloseable {

    private final Process process;
    private final BufferedReader out;

    private ChildJvm(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    static ChildJvm start(String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add("-Xshare:auto");
        cmd.add("-XX:TieredStopAtLevel=1");
        cmd.add(StoreChild.class.getName());
        cmd.addAll(List.of(args));
        return new ChildJvm(new ProcessBuilder(cmd)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start());
    }

    /** The child's next output line, or {@code null} when it ended. */
    String readLine() throws IOException {
        return out.readLine();
    }

    /** Closes the child's input (a holding child then lets go) and waits for it to end. */
    int finish() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new AssertionError("child JVM did not end");
        }
        return process.exitValue();
    }

    /** Kills the child at once, as a power cut or kill -9 would. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(60, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            kill();
        }
    }
}
