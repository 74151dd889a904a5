package org.umpire.cli.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drawing a map leaves no font file in the temporary folder, even when the process is killed
 * (no shutdown hook runs): before, {@code Font.createFont(InputStream)} left {@code +~JF*.tmp}
 * copies of the fonts in /tmp at every such stop.
 */
class FontTempFilesTest {

    @TempDir
    Path root;

    /** The child: draws a map, then stops as a kill would, without shutdown hooks. */
    public static void main(String[] args) throws Exception {
        BufferedImage img = new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setFont(MapFonts.regular(12f));
        g.drawString("Midway", 1, 9);
        g.setFont(MapFonts.bold(12f));
        g.drawString("Kure", 1, 9);
        System.out.println("drawn");
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    @Test
    void a_killed_map_drawing_leaves_no_font_file_in_the_temporary_folder() throws Exception {
        Path tmp = Files.createDirectories(root.resolve("tmp"));
        Path home = Files.createDirectories(root.resolve("home"));
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true",
                "-Djava.io.tmpdir=" + tmp,
                "-Duser.home=" + home,
                "-cp",
                System.getProperty("java.class.path"),
                FontTempFilesTest.class.getName()));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().remove("XDG_CACHE_HOME");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(out).contains("drawn");
        assertThat(list(tmp)).as("files left in the temporary folder").isEmpty();
        assertThat(list(home.resolve(".cache/umpire/fonts"))).hasSize(2);
    }

    private static List<String> list(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(x -> x.getFileName().toString()).sorted().toList();
        }
    }
}
