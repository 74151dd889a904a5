package org.umpire.cli.report;

import java.util.Optional;
import org.umpire.engine.map.Hex;

/**
 * An own carrier or airfield with its room for aircraft (REC-2, REC-4): capacity and use counted in
 * half units (a reduced air unit takes one half).
 *
 * @param id         the base id
 * @param name       display name
 * @param hex        where it is, empty when off the map
 * @param capacityHalves room left, in halves (0 for a damaged carrier, BOMB-3)
 * @param usedHalves room taken by the air units aboard, in halves
 */
public record BaseRow(String id, String name, Optional<Hex> hex, int capacityHalves, int usedHalves) {}
