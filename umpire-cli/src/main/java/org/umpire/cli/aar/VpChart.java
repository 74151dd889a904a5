package org.umpire.cli.aar;

import java.util.List;
import java.util.Locale;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.Side;

/**
 * The VP curve as inline SVG (no script, no external reference): each side's total at the end of
 * each turn, with axes, grid, labels and a legend. The two sides differ by more than colour, so
 * the chart reads in greyscale too: the United States dark, solid, with round markers; Japan
 * light, dashed, with hollow square markers.
 */
final class VpChart {

    static final String US_COLOUR = "#1f3b73";
    static final String JP_COLOUR = "#e07a2e";

    private static final int WIDTH = 720;
    private static final int HEIGHT = 330;
    private static final int LEFT = 56;
    private static final int RIGHT = 704;
    private static final int TOP = 14;
    private static final int BOTTOM = 250;

    private final List<VpPoint> points;
    private final Messages m;
    private final int lastTurn;
    private final int step;
    private final int top;

    private VpChart(List<VpPoint> points, Messages m) {
        this.points = points;
        this.m = m;
        this.lastTurn = Math.max(1, points.get(points.size() - 1).turn());
        double max = 0;
        for (VpPoint p : points) {
            max = Math.max(max, Math.max(value(p, Side.US), value(p, Side.JP)));
        }
        this.step = step(max);
        this.top = (int) Math.max(step, Math.ceil(max / step) * step);
    }

    /** The chart of {@code points} (at least turn 0), worded in {@code m}'s language. */
    static String svg(List<VpPoint> points, Messages m) {
        return new VpChart(points, m).draw();
    }

    /** The grid step: 1, 2, 5, 10, 20, 50... so that the axis has at most 8 steps. */
    static int step(double max) {
        for (int power = 1; ; power *= 10) {
            for (int k : new int[] {1, 2, 5}) {
                if (max / (k * power) <= 8) {
                    return k * power;
                }
            }
        }
    }

    private String draw() {
        StringBuilder s = new StringBuilder();
        s.append("<svg class=\"vp-chart\" role=\"img\" viewBox=\"0 0 ")
                .append(WIDTH)
                .append(' ')
                .append(HEIGHT)
                .append("\" width=\"")
                .append(WIDTH)
                .append("\" height=\"")
                .append(HEIGHT)
                .append("\" aria-label=\"")
                .append(escape(m.get("aar.vp.chart")))
                .append("\">\n");
        s.append("<rect x=\"0\" y=\"0\" width=\"")
                .append(WIDTH)
                .append("\" height=\"")
                .append(HEIGHT)
                .append("\" fill=\"#ffffff\"/>\n");
        grid(s);
        axes(s);
        line(s, Side.US);
        line(s, Side.JP);
        legend(s);
        return s.append("</svg>").toString();
    }

    private void grid(StringBuilder s) {
        for (int v = 0; v <= top; v += step) {
            double y = y(v);
            s.append("<line x1=\"")
                    .append(LEFT)
                    .append("\" y1=\"")
                    .append(f(y))
                    .append("\" x2=\"")
                    .append(RIGHT)
                    .append("\" y2=\"")
                    .append(f(y))
                    .append("\" stroke=\"#d5dde6\" stroke-width=\"1\"/>\n");
            s.append("<text x=\"")
                    .append(LEFT - 6)
                    .append("\" y=\"")
                    .append(f(y + 4))
                    .append("\" text-anchor=\"end\" font-size=\"11\" fill=\"#33414f\">")
                    .append(v)
                    .append("</text>\n");
        }
        int every = lastTurn <= 26 ? 1 : 5;
        for (int t = 0; t <= lastTurn; t++) {
            double x = x(t);
            s.append("<line x1=\"")
                    .append(f(x))
                    .append("\" y1=\"")
                    .append(BOTTOM)
                    .append("\" x2=\"")
                    .append(f(x))
                    .append("\" y2=\"")
                    .append(BOTTOM + 4)
                    .append("\" stroke=\"#33414f\" stroke-width=\"1\"/>\n");
            if (t % every == 0) {
                s.append("<text x=\"")
                        .append(f(x))
                        .append("\" y=\"")
                        .append(BOTTOM + 17)
                        .append("\" text-anchor=\"middle\" font-size=\"11\" fill=\"#33414f\">")
                        .append(t)
                        .append("</text>\n");
            }
        }
    }

    private void axes(StringBuilder s) {
        s.append("<line x1=\"")
                .append(LEFT)
                .append("\" y1=\"")
                .append(TOP)
                .append("\" x2=\"")
                .append(LEFT)
                .append("\" y2=\"")
                .append(BOTTOM)
                .append("\" stroke=\"#33414f\" stroke-width=\"1.5\"/>\n");
        s.append("<line x1=\"")
                .append(LEFT)
                .append("\" y1=\"")
                .append(BOTTOM)
                .append("\" x2=\"")
                .append(RIGHT)
                .append("\" y2=\"")
                .append(BOTTOM)
                .append("\" stroke=\"#33414f\" stroke-width=\"1.5\"/>\n");
        s.append("<text x=\"")
                .append((LEFT + RIGHT) / 2)
                .append("\" y=\"")
                .append(BOTTOM + 36)
                .append("\" text-anchor=\"middle\" font-size=\"12\" fill=\"#1e2a36\">")
                .append(escape(m.get("aar.vp.axisTurn")))
                .append("</text>\n");
        int cy = (TOP + BOTTOM) / 2;
        s.append("<text x=\"16\" y=\"")
                .append(cy)
                .append("\" transform=\"rotate(-90 16 ")
                .append(cy)
                .append(")\" text-anchor=\"middle\" font-size=\"12\" fill=\"#1e2a36\">")
                .append(escape(m.get("aar.vp.axisVp")))
                .append("</text>\n");
    }

    private void line(StringBuilder s, Side side) {
        boolean us = side == Side.US;
        String colour = us ? US_COLOUR : JP_COLOUR;
        s.append("<polyline fill=\"none\" stroke=\"")
                .append(colour)
                .append("\" stroke-width=\"2.5\"")
                .append(us ? "" : " stroke-dasharray=\"8 4\"")
                .append(" points=\"");
        for (int i = 0; i < points.size(); i++) {
            VpPoint p = points.get(i);
            s.append(i == 0 ? "" : " ").append(f(x(p.turn()))).append(',').append(f(y(value(p, side))));
        }
        s.append("\"/>\n");
        for (VpPoint p : points) {
            s.append(marker(side, x(p.turn()), y(value(p, side))));
            s.append("<title>")
                    .append(escape(m.format(
                            "aar.vp.point",
                            "turn",
                            Integer.toString(p.turn()),
                            "side",
                            m.get("side." + side.name()),
                            "vp",
                            p.of(side).toString())))
                    .append("</title>");
            s.append(us ? "</circle>\n" : "</rect>\n");
        }
    }

    /** The opening tag of a point's marker (closed after its title). */
    private static String marker(Side side, double x, double y) {
        if (side == Side.US) {
            return "<circle cx=\"" + f(x) + "\" cy=\"" + f(y) + "\" r=\"3.5\" fill=\"" + US_COLOUR + "\">";
        }
        return "<rect x=\"" + f(x - 3.5) + "\" y=\"" + f(y - 3.5)
                + "\" width=\"7\" height=\"7\" fill=\"#ffffff\" stroke=\"" + JP_COLOUR + "\" stroke-width=\"2\">";
    }

    private void legend(StringBuilder s) {
        int y = BOTTOM + 62;
        int x = LEFT;
        for (Side side : Side.values()) {
            boolean us = side == Side.US;
            String colour = us ? US_COLOUR : JP_COLOUR;
            s.append("<line x1=\"")
                    .append(x)
                    .append("\" y1=\"")
                    .append(y - 4)
                    .append("\" x2=\"")
                    .append(x + 36)
                    .append("\" y2=\"")
                    .append(y - 4)
                    .append("\" stroke=\"")
                    .append(colour)
                    .append("\" stroke-width=\"2.5\"")
                    .append(us ? "" : " stroke-dasharray=\"8 4\"")
                    .append("/>\n");
            s.append(marker(side, x + 18, y - 4)).append(us ? "</circle>\n" : "</rect>\n");
            s.append("<text x=\"")
                    .append(x + 44)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" font-size=\"12\" fill=\"#1e2a36\">")
                    .append(escape(m.get("side." + side.name())))
                    .append("</text>\n");
            x += 220;
        }
    }

    private double x(int turn) {
        return LEFT + (RIGHT - LEFT) * (double) turn / lastTurn;
    }

    private double y(double vp) {
        return BOTTOM - (BOTTOM - TOP) * vp / top;
    }

    private static double value(VpPoint p, Side side) {
        return p.of(side).quarters() / 4.0;
    }

    private static String f(double v) {
        String s = String.format(Locale.ROOT, "%.1f", v);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
