package org.umpire.cli.map;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.report.SideReportBuilder;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.state.GameState;

/** The PNG map (GAME-6): checked by size and chosen pixels, not bytes. */
class MapPainterTest {

    private static final Messages EN = TemplateSource.builtIn().messages(Language.EN);

    private static MapView usMap(GameState s) {
        return SideReportBuilder.build(Situations.usAfterSearches(s, List.of())).map();
    }

    private static MapView jpMap(GameState s) {
        return SideReportBuilder.build(Situations.jpAfterSearches(s, List.of())).map();
    }

    private static Color at(BufferedImage img, MapView view, String hex, double dx, double dy) {
        Point2D.Double c = MapPainter.centreOf(view, Hex.parse(hex));
        return new Color(img.getRGB((int) Math.round(c.x + dx), (int) Math.round(c.y + dy)));
    }

    private static boolean near(Color a, Color b, int tolerance) {
        return Math.abs(a.getRed() - b.getRed()) <= tolerance
                && Math.abs(a.getGreen() - b.getGreen()) <= tolerance
                && Math.abs(a.getBlue() - b.getBlue()) <= tolerance;
    }

    /** Does any pixel within {@code radius} of the point come close to {@code colour}? */
    private static boolean anyNear(BufferedImage img, double x, double y, int radius, Color colour) {
        for (int dx = -radius; dx <= radius; dx++) {
            for (int dy = -radius; dy <= radius; dy++) {
                if (near(new Color(img.getRGB((int) x + dx, (int) y + dy)), colour, 24)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void the_png_decodes_to_the_expected_size() throws IOException {
        MapView view = usMap(Situations.turn3());
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(MapPainter.png(view, EN)));
        assertThat(img.getWidth()).isEqualTo(1109);
        assertThat(img.getHeight()).isEqualTo(758);
    }

    @Test
    void empty_sea_islands_and_fog_have_their_colours() {
        MapView view = usMap(Situations.turn3());
        BufferedImage img = MapPainter.paint(view, EN);
        assertThat(at(img, view, "K11", 0, 0)).isEqualTo(MapPainter.SEA);
        assertThat(at(img, view, "H6", 0, 0)).isEqualTo(MapPainter.SAND);
        // FOG-1: the fog zone A1-F5 is grey with darker hatching, never sea blue
        Point2D.Double c = MapPainter.centreOf(view, Hex.parse("C3"));
        boolean fog = false;
        boolean hatch = false;
        for (int dx = -10; dx <= 10; dx++) {
            Color px = new Color(img.getRGB((int) c.x + dx, (int) c.y + 6));
            assertThat(near(px, MapPainter.SEA, 8)).isFalse();
            fog |= near(px, MapPainter.FOG, 4);
            hatch |= near(px, MapPainter.FOG_HATCH, 30);
        }
        assertThat(fog).isTrue();
        assertThat(hatch).isTrue();
    }

    @Test
    void FOG_3_no_fog_is_drawn_once_it_has_lifted() {
        MapView view = usMap(Situations.turn3().withFogLiftedTurn(2));
        assertThat(view.fog()).isEmpty();
        assertThat(at(MapPainter.paint(view, EN), view, "C3", 0, 6)).isEqualTo(MapPainter.SEA);
    }

    @Test
    void GAME_6_own_groups_are_drawn_in_the_side_colour_and_the_enemy_ones_never() {
        GameState s = Situations.turn3();
        MapView us = usMap(s);
        BufferedImage usImg = MapPainter.paint(us, EN);
        assertThat(at(usImg, us, "M5", 0, 0)).isEqualTo(MapPainter.US);
        assertThat(at(usImg, us, "N6", 0, 0)).isEqualTo(MapPainter.US);
        // the JP groups in B9 and F7 are unknown to the US: plain sea there
        assertThat(at(usImg, us, "B9", 0, 0)).isEqualTo(MapPainter.SEA);
        assertThat(at(usImg, us, "F7", 0, 0)).isEqualTo(MapPainter.SEA);
        MapView jp = jpMap(s);
        BufferedImage jpImg = MapPainter.paint(jp, EN);
        assertThat(at(jpImg, jp, "B9", 0, 0)).isEqualTo(MapPainter.JP);
        assertThat(at(jpImg, jp, "N6", 0, 0)).isEqualTo(MapPainter.SEA);
    }

    @Test
    void SRCH_7_the_enemy_located_this_turn_is_outlined_in_its_colour() {
        MapView us = usMap(Situations.turn3());
        BufferedImage img = MapPainter.paint(us, EN);
        Point2D.Double e6 = MapPainter.centreOf(us, Hex.parse("E6"));
        // the outline (96% of the hex) is JP red, and the hex is tinted
        assertThat(anyNear(img, e6.x - 0.96 * HexLayout.RADIUS, e6.y, 2, MapPainter.JP))
                .isTrue();
        assertThat(near(at(img, us, "E6", -12, -4), MapPainter.SEA, 10)).isFalse();
        // a hex that was searched and held nothing keeps its sea colour inside, with a dashed ring
        assertThat(at(img, us, "H3", 0, 0)).isEqualTo(MapPainter.SEA);
        Point2D.Double h3 = MapPainter.centreOf(us, Hex.parse("H3"));
        assertThat(anyNear(img, h3.x, h3.y + 0.78 * HexLayout.HEIGHT / 2, 2, MapPainter.MUTED))
                .isTrue();
    }

    @Test
    void an_enemy_badge_in_a_hex_of_an_own_group_stays_visible_beside_the_own_dot() {
        GameState s = Situations.turn3();
        // an own group in E6, where the enemy carriers were located
        s = Situations.sea(s, "TF16", "E6", "Enterprise", "Hornet");
        MapView us = usMap(s);
        assertThat(us.groups()).anyMatch(gm -> gm.hex().equals(Hex.parse("E6")));
        assertThat(us.located()).containsKey(Hex.parse("E6"));
        BufferedImage img = MapPainter.paint(us, EN);
        Point2D.Double c = MapPainter.centreOf(us, Hex.parse("E6"));
        Point2D.Double b = MapPainter.badgeCentreOf(us, Hex.parse("E6"));
        // the own dot (US blue) at the centre, the badge (JP red) beside it, both visible
        assertThat(anyNear(img, c.x, c.y, 2, MapPainter.US)).isTrue();
        assertThat(anyNear(img, b.x, b.y, 4, MapPainter.JP)).isTrue();
        assertThat(Math.hypot(b.x - c.x, b.y - c.y)).isGreaterThan(16);
    }

    @Test
    void two_markers_that_would_read_the_same_are_told_apart_by_their_hex() {
        GameState s = Situations.sea(Situations.turn3(), "TF16", "J5", "Enterprise");
        s = Situations.sea(s, "TF16", "J6", "Hornet");
        MapView us = usMap(s);
        List<GroupMarker> tf16 = us.groups().stream()
                .filter(g -> g.labels().equals(List.of("TF16")))
                .toList();
        assertThat(tf16).hasSize(3); // and the rest of TF16 in M5
        assertThat(tf16.stream().map(g -> MapLegend.distinctLabel(g, us.groups(), 2)))
                .containsExactlyInAnyOrder("TF16 J5", "TF16 J6", "TF16 M5");
        GroupMarker other = us.groups().stream()
                .filter(g -> !g.labels().equals(List.of("TF16")))
                .findFirst()
                .orElseThrow();
        assertThat(MapLegend.distinctLabel(other, us.groups(), 2)).isEqualTo(MapLegend.markerLabel(other, 2));
    }

    @Test
    void SRCH_8_own_hexes_located_by_the_enemy_get_an_orange_ring() {
        MapView us = usMap(Situations.turn3());
        BufferedImage img = MapPainter.paint(us, EN);
        Point2D.Double m5 = MapPainter.centreOf(us, Hex.parse("M5"));
        assertThat(anyNear(img, m5.x, m5.y + 15, 2, MapPainter.WARNING)).isTrue();
        Point2D.Double n6 = MapPainter.centreOf(us, Hex.parse("N6"));
        assertThat(anyNear(img, n6.x, n6.y + 15, 2, MapPainter.WARNING)).isFalse();
    }

    @Test
    void the_title_and_the_legend_are_written() {
        MapView us = usMap(Situations.turn3());
        BufferedImage img = MapPainter.paint(us, EN);
        int ink = 0;
        for (int x = 30; x < 600; x++) {
            for (int y = 15; y < 40; y++) {
                if (near(new Color(img.getRGB(x, y)), MapPainter.INK, 40)) {
                    ink++;
                }
            }
        }
        assertThat(ink).as("dark title pixels").isGreaterThan(400);
        assertThat(new Color(img.getRGB(img.getWidth() - 30, img.getHeight() - 40)))
                .isEqualTo(Color.WHITE);
    }

    @Test
    void the_same_view_gives_the_same_bytes() {
        MapView us = usMap(Situations.turn3());
        assertThat(MapPainter.png(us, EN)).isEqualTo(MapPainter.png(usMap(Situations.turn3()), EN));
    }
}
