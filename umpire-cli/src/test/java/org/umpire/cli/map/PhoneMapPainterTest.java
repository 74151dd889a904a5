package org.umpire.cli.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.report.SideReportBuilder;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.SightingLevel;

/**
 * docs/reports-and-mail.md: the map a phone shows inline is made for 400 px — a window around the reader's own
 * forces and contacts, text of at least 11 px at that width, the legend below — while the full map is attached.
 */
class PhoneMapPainterTest {

    private static final Messages EN = TemplateSource.builtIn().messages(Language.EN);
    private static final Messages FR = TemplateSource.builtIn().messages(Language.FR);

    private static MapView usTurn3() {
        return SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()))
                .map();
    }

    private static MapView jpTurn3() {
        return SideReportBuilder.build(Situations.jpAfterSearches(Situations.turn3(), List.of()))
                .map();
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void the_picture_is_400_css_pixels_wide_at_twice_the_density_with_the_legend_below(Language language)
            throws IOException {
        Messages m = language == Language.FR ? FR : EN;
        for (MapView view : List.of(usTurn3(), jpTurn3())) {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(PhoneMapPainter.png(view, m)));
            assertThat(img.getWidth()).isEqualTo(800);
            // a window of 6 hexes by 7 above a legend: taller than wide, yet not a scroll of its own
            assertThat(img.getHeight()).isBetween(900, 2400);
            dump(img, "phone-" + view.audience() + "-" + language.code());
        }
    }

    @Test
    void every_text_reads_at_least_11_px_on_a_400_px_screen() {
        for (MapView view : List.of(usTurn3(), jpTurn3())) {
            for (Messages m : List.of(EN, FR)) {
                List<Double> sizes = MapFonts.sizes(() -> PhoneMapPainter.paint(view, m));
                assertThat(sizes)
                        .isNotEmpty()
                        .allSatisfy(s -> assertThat(s).isGreaterThanOrEqualTo(PhoneMapPainter.MIN_LABEL));
            }
        }
        // while the full map, made for a desktop, has smaller text: the check can tell them apart
        assertThat(MapFonts.sizes(() -> MapPainter.paint(usTurn3(), EN)))
                .anySatisfy(s -> assertThat(s).isLessThan(11));
    }

    @Test
    void the_window_holds_the_own_groups_and_the_contacts_when_they_fit() {
        MapView view = usTurn3();
        PhoneMapPainter.Window w = PhoneMapPainter.window(view);
        assertThat(w.columns()).isEqualTo(6);
        assertThat(w.rows()).isEqualTo(7);
        List<Hex> interest = new ArrayList<>();
        view.groups().forEach(g -> interest.add(g.hex()));
        interest.addAll(view.located().keySet());
        int span = interest.stream().mapToInt(Hex::column).max().orElseThrow()
                - interest.stream().mapToInt(Hex::column).min().orElseThrow();
        if (span < 6) {
            assertThat(interest).allMatch(w::contains);
        } else {
            assertThat(view.groups()).allMatch(g -> w.contains(g.hex()) || !fits(view));
        }
    }

    private static boolean fits(MapView view) {
        int min = view.groups().stream().mapToInt(g -> g.hex().column()).min().orElse(0);
        int max = view.groups().stream().mapToInt(g -> g.hex().column()).max().orElse(0);
        return max - min < 6;
    }

    @Test
    void a_contact_far_from_the_own_forces_is_named_under_the_map_and_the_window_keeps_the_own_forces() {
        MapTitle title = usTurn3().title();
        HexGrid grid = usTurn3().grid();
        TreeMap<Hex, SightingLevel> located = new TreeMap<>();
        located.put(Hex.parse("B2"), SightingLevel.CARRIERS);
        MapView view = new MapView(
                usTurn3().audience(),
                title,
                grid,
                usTurn3().islands(),
                new TreeSet<>(),
                List.of(
                        new GroupMarker(Side.US, Hex.parse("M8"), List.of("TF16")),
                        new GroupMarker(Side.US, Hex.parse("N9"), List.of("TF17"))),
                located,
                new TreeSet<>(),
                new TreeSet<>());
        PhoneMapPainter.Window w = PhoneMapPainter.window(view);
        assertThat(w.contains(Hex.parse("M8"))).isTrue();
        assertThat(w.contains(Hex.parse("N9"))).isTrue();
        assertThat(w.contains(Hex.parse("B2"))).isFalse();
        assertThat(w.firstColumn() + w.columns()).isLessThanOrEqualTo(grid.columns());
        assertThat(w.firstRow() + w.rows() - 1).isLessThanOrEqualTo(grid.rows());
        BufferedImage img = PhoneMapPainter.paint(view, EN);
        assertThat(img.getWidth()).isEqualTo(800);
        dump(img, "phone-far-contact");
    }

    @Test
    void a_side_with_nothing_on_the_map_sees_midways_area() {
        MapView base = usTurn3();
        MapView view = new MapView(
                base.audience(),
                base.title(),
                base.grid(),
                base.islands(),
                new TreeSet<>(),
                List.of(),
                new TreeMap<>(),
                new TreeSet<>(),
                new TreeSet<>());
        PhoneMapPainter.Window w = PhoneMapPainter.window(view);
        assertThat(base.islands()).isNotEmpty();
        assertThat(w.contains(base.islands().get(0).hex())).isTrue();
    }

    /** With -Dumpire.phoneMaps=DIR the pictures are written there, to be looked at. */
    private static void dump(BufferedImage img, String name) {
        String dir = System.getProperty("umpire.phoneMaps");
        if (dir == null) {
            return;
        }
        try {
            Files.createDirectories(Path.of(dir));
            ImageIO.write(img, "png", Path.of(dir, name + ".png").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
