package org.umpire.cli.aar;

import java.awt.image.BufferedImage;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.umpire.cli.map.MapPainter;
import org.umpire.cli.map.MapView;
import org.umpire.cli.templates.Messages;

/** The umpire's maps as PNG images inlined in the page ({@code data:} URIs: no file beside it). */
final class MapImages {

    /** The image of one map: its {@code data:} URI and its size in pixels. */
    Map<String, Object> image(MapView view, Messages m) {
        BufferedImage image = MapPainter.paint(view, m);
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("src", "data:image/png;base64," + Base64.getEncoder().encodeToString(MapPainter.png(image)));
        x.put("width", Integer.toString(image.getWidth()));
        x.put("height", Integer.toString(image.getHeight()));
        return x;
    }
}
